// Plain-words descriptions of a popup's trigger and rules, for the demo site's index and pages.
const on = (f) => f === 1 || f === '1' || f === true || f === 'yes';

const TAB = { always: 'always on the page', before_show: 'until it has shown', after_close: 'once it has been closed' };

/** The trigger in words (§4 Triggers), from the popup's flat trigger fields. */
export function triggerWords(p) {
  const parts = [];
  if (on(p.on_click)) parts.push('on click: an opener link or poptin.show(id)');
  if (p.display_after_sec_active > 0) {
    parts.push(`after ${p.display_after_sec_active} s on the ${p.display_after_sec_active_on === 'website' ? 'website' : 'page'}`);
  }
  if (p.display_after_scroll_active > 0) parts.push(`after scrolling ${p.display_after_scroll_active}% of the page`);
  if (p.display_after_page_click_number_active > 0) parts.push(`after ${p.display_after_page_click_number_active} clicks on the page`);
  if (p.display_after_visit_page_active > 0) parts.push(`on the visitor's page view number ${p.display_after_visit_page_active}`);
  if (p.display_after_inactive_seconds_active > 0) parts.push(`after ${p.display_after_inactive_seconds_active} s without activity`);
  if (p.display_after_exit_website_active === 'yes') parts.push('on exit intent (the pointer leaves at the top)');
  if (on(p.source_code_target_active)) {
    parts.push(`when the page source ${p.source_code_target_role === 'not_contain' ? 'lacks' : 'contains'} ${p.source_code_target_html}`);
  }
  // P17: the tab opens it too (features/teaser.ts)
  const tab = on(p.is_teasers_on) && TAB[(p.design_properties?.teaser || {})['tab-show'] || 'always'];
  return (parts.length ? parts.join('; ') : 'as soon as the page loads') + (tab ? `; or from its teaser tab, ${tab}` : '');
}

const RULES = {
  display_everytime_everypage_5: () => 'every time, on every page',
  display_once_a_visitor_2: () => 'once per visitor',
  display_once_every_few_days_3: (n) => (n == 1 ? 'once a day' : `once every ${n} days`),
  display_once_every_few_visiting_4: (n) => `once every ${n} visits`,
};

/** The frequency rule (d_f_r, optionally 'scope@rule') and the other display rules in words. */
export function ruleWords(p) {
  const rule = String(p.d_f_r || '').split('@').pop();
  const parts = [(RULES[rule] || (() => 'every time'))(p.d_f_a)];
  const d = p.design_properties || {};
  if (on(d.poptin_design_content_lock)) parts.push('content lock: it cannot be closed');
  if (on(p.stop_showing_to_converted_users)) parts.push('not shown again after a signup');
  if (String(p.engagement_with_other_poptin_filter || '').startsWith('dont_show|converted')) {
    parts.push('not shown to visitors who signed up on another popup');
  }
  if (d.poptin_design_thank_screen && on(d.poptin_design_thank_screen.active)) parts.push('thank-you screen');
  if (on(d.poptin_design_redirect)) parts.push('redirects after signup');
  return parts.join('; ');
}

const CLOSE = { 'closing_options-x': 'close ×', 'closing_options-button': 'close button', 'closing_options-': 'no close control' };

export const closeWords = (p) => CLOSE[(p.design_properties || {}).poptin_design_close_options_type] || 'close ×';
