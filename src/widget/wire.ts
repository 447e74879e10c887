// Wire types of the contact-channel widget (spec/widget-and-theme.md §3.1, §7): the settings a
// page carries inline or the reference server answers by site id, and what the ajax endpoint
// takes. Names stay as the spec spells them; docs/widget-api.md documents every field, with
// our readings where the spec names a field without its shape. Flags are 1/0, "1"/"0" or
// booleans: read them through on() (src/core/flags.ts).
import type { Flag } from '../core/flags';

/** The settings of one page: inline as `<script type="application/json" data-lp-widget>` or
 *  from GET /api/widget/settings?site=SITE */
export interface WidgetSettings {
  /** the ajax endpoint of §7 calls 1–5 (absolute, or relative to the page) */
  ajax_url: string;
  /** issued by the server with these settings; every ajax call sends it back */
  nonce: string;
  /** 0: calls 1–4 are not sent (§6 "the analytics-off setting") */
  analytics?: Flag;
  /** call 6: a GET answering the visitor's country code, asked only by a widget with
   *  country targeting (the reference server's stand-in reads a request header) */
  country_url?: string;
  /** page_id and page_title of call 5 */
  page_id?: string;
  /** not a setting: widget.js's own tag, set by start.ts over whatever the JSON had (its
   *  data-test-captcha names the captcha stand-in's address: captcha.ts provider()) */
  tag?: HTMLScriptElement;
  widgets: Widget[];
}

/** One widget (§3.1 "Per widget"); several may be on a page, each with its own id */
export interface Widget {
  id: string;
  widget_token?: string;
  widget_index?: string;
  /** §3.1 "Default widget state": open (the list open at load), click (opens on a press: the
   *  default) or hover (opens on pointer hover too) */
  default_state?: 'open' | 'click' | 'hover';
  /** ours: the side of the page, 'right' (default) or 'left' */
  position?: 'right' | 'left';
  /** ours: the floating button's size in px (default 54; §9.1: channel spacing is size + 8) */
  widget_size?: number;
  /** ours: px from the bottom and from the side (default 25 each) */
  bottom?: number;
  side?: number;
  /** ours: the floating button's colour and its label (its accessible name, and a tooltip) */
  widget_color?: string;
  cta?: string;
  /** §3.1 widget triggers: time delay (s), scroll (%), exit intent; absent: shown at once */
  trigger?: { time_delay?: number; scroll_percent?: number; exit_intent?: Flag };
  /** §3.1 scheduling: country codes (has_countries), dates, weekday hours in the owner's zone */
  has_countries?: Flag;
  countries?: string[];
  schedule?: {
    start_date?: string;
    end_date?: string;
    /** minutes east of UTC of the owner's zone (ours: the spec says "the owner's time zone") */
    utc_offset?: number;
    /** weekday 0 (Sunday) – 6, and hours "HH:MM"–"HH:MM"; a day may have several rows */
    days?: { day: number; from: string; to: string }[];
  };
  enable_recaptcha?: Flag;
  v2_site_key?: string;
  v3_site_key?: string;
  /** ours: the captcha provider's script address: Google reCAPTCHA's api.js (absent: at
   *  www.google.com); the reference server's stand-in only when the tag allows it (captcha.ts) */
  captcha_url?: string;
  header_text?: string;
  header_sub_text?: string;
  header_bg_color?: string;
  header_text_color?: string;
  channels: Channel[];
  contact_form?: ContactForm;
}

/** §3.1 channel types with link rules (a custom link is any other name with a `url`) */
export type ChannelType =
  | 'Whatsapp' | 'WeChat' | 'Email' | 'Facebook_Messenger' | 'SMS' | 'Telegram' | 'Twitter'
  | 'Instagram' | 'Phone' | 'Skype' | 'Snapchat' | 'Vkontakte' | 'Linkedin' | 'Viber' | 'TikTok'
  | 'Contact_Us' | 'Link' | string;

/** §3.1 "Per channel" */
export interface Channel {
  channel: string;
  channel_type: ChannelType;
  /** the number, user name, address or link the channel reaches */
  value: string;
  hover_text?: string;
  /** an inline SVG icon (sanitised before use) */
  svg_icon?: string;
  custom_image_url?: string;
  icon_color?: string;
  /** a custom link's address, and where it opens ('_blank' or '_self') */
  url?: string;
  target?: string;
  click_event?: string;
  is_agent?: Flag;
  agent_data?: Agent[];
  has_welcome_message?: Flag;
  is_default_open?: Flag;
  is_use_web_version?: Flag;
  pre_set_message?: string;
  mail_subject?: string;
  viber_url?: string;
  /** LinkedIn: 'personal' (default) or 'company' */
  link_type?: 'personal' | 'company';
  qr_code_image_url?: string;
  wechat_header?: string;
  wechat_qr_code_title?: string;
  wechat_header_color?: string;
  wp_popup_headline?: string;
  wp_popup_profile?: string;
  wp_popup_nickname?: string;
  wp_popup_head_bg_color?: string;
  chat_welcome_message?: string;
  input_placeholder?: string;
  emoji_picker?: Flag;
}

/** §3.1 "Agent entry" */
export interface Agent {
  value: string;
  agent_title?: string;
  agent_image?: string;
  svg_icon?: string;
  agent_bg_color?: string;
  pre_set_message?: string;
  use_whatsapp_web?: Flag;
  link_type?: 'personal' | 'company';
  viber_url?: string;
}

/** §3.1 "Contact form settings", contact_fields and contact_custom_fields */
export interface ContactForm {
  contact_form_title?: string;
  button_text?: string;
  /** the order of the fields by their `field` or `unique_id` */
  contact_form_field_order?: string[];
  contact_fields?: { field: string; title?: string; type?: string; placeholder?: string; is_required?: Flag }[];
  contact_custom_fields?: {
    unique_id: string;
    is_active?: Flag;
    is_required?: Flag;
    field_label?: string;
    field_dropdown: 'text' | 'url' | 'date' | 'file' | 'textarea' | 'dropdown' | 'textblock' | 'number';
    placeholder?: string;
    dropdown_placeholder?: string;
    dropdown_option?: string[];
  }[];
}

/** Call 5's answer (§7) */
export interface FormAnswer {
  status: 0 | 1;
  error?: 0 | 1;
  errors?: { field: string; message: string }[];
  message?: string;
  redirect_action?: Flag;
  redirect_link?: string;
  link_in_new_tab?: Flag;
  close_form_after?: Flag;
  close_form_after_seconds?: number;
}
