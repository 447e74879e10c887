// Wire types: what the display API sends and receives. Names stay as the spec spells them
// (spec/popups.md §3, §7); docs/display-api.md documents every field with examples.
// Flags arrive as 1/0, "1"/"0", true/false or "yes"/"no"; read them through `on()` in flags.ts.

import type { Flag } from '../core/flags';
export type { Flag };

export type PopupType =
  | 'lightbox' | 'bar' | 'bside' | 'sside' | 'browsing' | 'fullpage'
  | 'content' | 'social' | 'mobile' | 'embedded' | 'gamified';

/** Match roles for the js and cookie filters (§3). */
export type MatchRole = 'contain' | 'exact' | 'start' | 'end' | 'greater_than' | 'less_than' | 'any_value';

/** One js filter row: each *_pair is "role@value" (split at the first '@'), show pair is show|dont_show. */
export interface JsPair { js_name_pair: string; js_value_pair: string; js_show_pair: 'show' | 'dont_show' }
export interface CookiePair { cookie_name_pair: string; cookie_value_pair: string; cookie_show_pair: 'show' | 'dont_show' }

/** A form field as configured (§3 Form fields). `tag` is the field kind. */
export interface Field {
  tag: 'email' | 'name' | 'first_name' | 'last_name' | 'phone' | 'checkbox' | 'hidden' | string;
  label?: string;
  name?: string;
  placeholder?: string;
  required?: Flag;
  /** hidden fields: the value (may contain {prize_code} / {prize_label}); checkbox: default checked */
  value?: string;
  id?: string;
  property_name?: string;
  created_as?: string;
  created_version?: number;
  /** ours (docs/display-api.md "poptin_fields"): a phone field's rule ('israeli',
   *  'international'; else the basic phone) or an email field's mode ('check-typos' by default,
   *  'business-email', 'typos-business', 'no-validation') */
  validation?: string;
  /** ours (docs/display-api.md "poptin_fields"): the choices of a select, multi-select, radio
   *  or checkbox group (gender has a default set) */
  options?: string[];
}

/** P17, design_properties.teaser (ours, docs/behaviour.md P17: the spec names only tab-show) */
export interface TeaserSettings {
  'tab-show'?: 'always' | 'before_show' | 'after_close';
  /** the tab's label; the language's default when empty */
  text?: string;
  /** the edge: the start edge by default (left, or right in Hebrew) */
  side?: 'left' | 'right' | 'bottom-left' | 'bottom-right';
  /** background and text colours (any CSS colour) */
  bg?: string;
  fg?: string;
}

/** P24 (our reading of §3 "Timer value", docs/behaviour.md P24): minutes and seconds from show
 *  time, or an absolute end: a date, a time and a timezone offset */
export interface TimerValue {
  timerTime?: { minutes?: number | string; seconds?: number | string };
  /** 'YYYY-MM-DD', 'HH:MM' or 'HH:MM:SS', '+HH:MM' / '-HH:MM' / 'Z' */
  date?: string;
  time?: string;
  timezone?: string;
}

export interface DesignProperties {
  timer_ver?: 1 | 2;
  /** P24: the countdown of a [data-lp=timer] slot (docs/display-api.md design_properties) */
  timer?: TimerValue;
  /** P28, social formats 3/7 and 4/8 (docs/behaviour.md P28, our names): the messaging page and
   *  app ids, and the SDK's address (only on https://connect.facebook.net/) */
  messenger_page_id?: string;
  messenger_app_id?: string;
  messenger_sdk?: string;
  switch_mobile_editor?: Flag;
  /** e.g. 'center_midlle', 'left_top', 'right_bottom', 'top_bar', 'bottom_bar' */
  poptin_location?: string;
  poptin_design_entry_effect?: string;
  poptin_design_exit_effect?: string;
  poptin_design_content_lock?: Flag;
  poptin_design_auto_close?: Flag;
  poptin_design_auto_close_sec?: number;
  poptin_design_close_on_screen_click?: Flag;
  poptin_design_close_options_type?: 'closing_options-x' | 'closing_options-button' | 'closing_options-';
  /** the close note text; empty or absent = no note */
  poptin_design_show_x_comment?: string;
  /** seconds the close control stays disabled, counting down */
  poptin_design_show_x_after_sec?: number;
  poptin_design_thank_screen?: { active?: Flag; auto_close?: Flag; auto_close_sec?: number } | null;
  poptin_design_redirect?: Flag;
  poptin_design_redirect_url?: string;
  poptin_design_redirect_send_form_data?: Flag;
  /** open the redirect in a new window */
  poptin_design_redirect_new_window?: Flag;
  field_checkbox_required?: Flag;
  field_checkbox_default_marked?: Flag;
  /** P17: the teaser tab, when is_teasers_on */
  teaser?: TeaserSettings;
  /** button labels (ours: the spec leaves labels to the template) */
  submit_text?: string;
  close_button_text?: string;
  /** P23 (§3): a game's winning result goes straight into the submit flow (no winning screen) */
  disable_post_play_screen?: Flag;
  /** P23 (ours, §4 names the effects): a game's background, one of wheel, starry-sky, ball,
   *  snow, rain, confetti */
  gamified_background?: string;
}

/** P23, spec §3 "Gamified prize" (docs/display-api.md gamified_prize) */
export interface Prize {
  prize_id?: string | number;
  label?: string;
  /** the coupon code a win hands out; absent from a server-drawn popup's answer */
  code?: string;
  is_winner?: Flag;
  /** percent; normalised over the listed prizes (absent from a server-drawn popup's answer) */
  chances?: number | string;
  /** 0 means winning; any other value is a losing slice */
  loosing_option?: number | string;
  redirect_to?: Flag;
  redirect_to_options?: { redirect_to_url?: string; redirect_close?: Flag; redirect_close_delay?: number | string };
}

export interface Popup {
  poptin_id: string;               // 13 characters
  poptin_name: string;
  poptin_target: 'lead' | 'click' | 'social_proof';
  poptin_type: PopupType;
  poptin_format: string;           // 'format_1' … 'format_22'
  poptin_url?: string;             // template address (call 4)
  poptin?: string;                 // inline template html (used when poptin_url is absent)
  display: boolean;
  is_teasers_on?: Flag;
  on_click?: Flag;                 // shown only by a click opener / manual trigger
  account_id?: string;
  viewer_id?: string;
  ab_test?: Flag;
  ab_test_parent_id?: string;
  x_close_button?: Flag;
  stop_showing_to_converted_users?: Flag;
  /** display frequency rule, optionally scoped: 'all@display_everytime_everypage_5' */
  d_f_r?: string;
  /** the rule's amount: days for rule 3, visits for rule 4 */
  d_f_a?: number | string;
  display_if_adblock_active?: Flag;
  field_poptin_height?: number;
  poptin_size?: { width: number; height: number };
  if_poptin_credit?: Flag;
  poptin_new_session?: Flag;
  poptin_fields?: Field[];
  client_restriction_setting?: ClientRestriction;

  // Triggers (§3): the value is the amount; 0 / absent = off.
  display_after_sec_active?: number;
  display_after_sec_active_on?: 'page' | 'website';
  display_after_scroll_active?: number;
  display_after_page_click_number_active?: number;
  display_after_visit_page_active?: number;
  display_after_inactive_seconds_active?: number;
  display_after_exit_website_active?: 'yes' | 'no';

  // Filters (§3)
  engagement_with_other_poptin_filter?: string;   // 'show|converted|other|any'
  source_code_target_active?: Flag;
  source_code_target_html?: string;
  source_code_target_role?: 'contain' | 'not_contain';
  display_if_specific_js_active?: Flag;
  display_if_specific_js?: JsPair[];
  display_if_specific_cookie_active?: Flag;
  display_if_specific_cookie?: CookiePair[];

  /** P23: the prizes, a list, or that list as JSON text or base64 JSON text (§3 "an encoded page
   *  field or a JSON field") */
  gamified_prize?: Prize[] | string;
  wheel_has_coupon?: Flag;
  /** P23 (ours): 'server' plays through the play call (docs/display-api.md), else the client draws */
  gamified_draw?: string;

  design_properties?: DesignProperties;
}

export interface ClientRestriction {
  id?: string;
  upgrade_popup?: { title?: string; text?: string; button_text?: string; remind_text?: string; url?: string } | null;
}

/** Call 1 / 2 / 3 answer. */
export interface DisplayAnswer {
  display?: 'not_allowed' | string;
  message?: string;
  poptins?: Popup[];
  country?: string;
  country_code?: string;
  cc?: string;
  ip?: string;
  if_freemium?: Flag;
  lang?: 'en' | 'he' | string;
  is_client_restriction?: Flag;
  client_restriction_setting?: ClientRestriction;
  client_id?: string;
}

/** Call 1 payload (JSON sent as text/plain so a cross-origin request needs no preflight). */
export interface DisplayRequest {
  domain: string;
  url: string;
  referrer: string;
  previous_url: string;
  cookies: Record<string, string>;
  triggers: string[];
  cc: string;
  poptin_forms_id: string[];
  if_mobile: 0 | 1;
  page_title: string;
  origin_landing_page: string;
  if_page_refreshed: 0 | 1;
  poptin_viewed_url: string;
  previous_visited_pages: string;
  previous_visited_pages_with_time_stamp: string;
  preview_poptin_id?: string;
  cancel_visitor_count?: 0 | 1;
  converted_email: string;
  /** P02, issue 24: a store page's fields, from its tag's data-context (the app embed prints
   *  them: docs/shopify.md); absent on other pages */
  store_integration?: string;
  store_integration_customer_id?: string;
  wix_cart_id?: string;
  cart_total_items?: string;
  /** minor units */
  cart_total_price?: string;
  cart_products_ids_list?: string;
  cart_products_org_ids_list?: string;
}
