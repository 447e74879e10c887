// The demo's contact form as the contact-form plugin prints it (issue 26; docs/theme.md "The
// contact-form plugin's front end"), in English (form 7) or Hebrew (form 8), fresh or printed
// back after a submission sent without the script (server/theme/cf7.mjs).

/** the status a form shows for an answer's (src/cf7/status.ts, for the page printed back) */
const SHOWN = { validation_failed: 'invalid', acceptance_missing: 'unaccepted', mail_sent: 'sent', mail_failed: 'failed', payment_required: 'payment-required' };
const status = (s) => SHOWN[s] || s;

/** the plugin's version its hidden input names */
const VERSION = '5.9.8';

/** the demo form as the plugin prints it; `he` the Hebrew one (form 8: lang he-IL, dir rtl) */
export function formHtml(he = false, o = 1, st = null) {
  const id = he ? 8 : 7;
  const tag = `wpcf7-f${id}-o${o}`;
  // a form sent without the script (st: judge()'s answer) is printed back as the plugin does:
  // its status, the message, each field's tip, and what was typed unless it was sent
  const kept = st && st.status != 'mail_sent' ? st.fields : {};
  const val = (n) => esc((kept[n] || [''])[0]);
  const shown = st ? status(st.status) : 'init';
  const bad = (n) => st?.invalid.has(n);
  const tip = (n) => (bad(n) ? `<span class="wpcf7-not-valid-tip" id="${tag}-ve-${n}">${esc(st.invalid.get(n))}</span>` : '');
  const inv = (n) => (bad(n) ? `true" aria-describedby="${tag}-ve-${n}` : 'false');
  const L = he
    ? ['שם', 'אימייל', 'טלפון', 'אתר', 'מספר אורחים', 'תאריך ביקור', 'שעה', 'נושא', 'הודעה', 'אני מסכים/ה לתנאים', 'שליחה', 'טופס יצירת קשר', ['טעימה', 'סיטונאות', 'אחר']]
    : ['Your name', 'Your email', 'Phone', 'Website', 'Guests', 'Visit day', 'Time', 'Topic', 'Your message', 'I accept the terms', 'Send', 'Contact form', ['Tasting', 'Wholesale', 'Other']];
  const c = (type, name, attrs = '') => `<span class="wpcf7-form-control-wrap" data-name="${name}"><input class="wpcf7-form-control wpcf7-${type}${bad(name) ? ' wpcf7-not-valid' : ''}" aria-invalid="${inv(name)}" type="${type}" name="${name}" id="${tag}-${name}" value="${val(name)}"${attrs}>${tip(name)}</span>`;
  const row = (i, name, ctl) => `<p><label for="${tag}-${name}">${L[i]}</label><br>${ctl}</p>`;
  return `<div class="wpcf7 no-js" id="${tag}" lang="${he ? 'he-IL' : 'en-US'}" dir="${he ? 'rtl' : 'ltr'}">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>
<form action="/demo/theme/cf7${he ? '?lang=he' : ''}#${tag}" method="post" class="wpcf7-form ${shown}" aria-label="${L[11]}" novalidate data-status="${shown}">
<div hidden>
<input type="hidden" name="_wpcf7" value="${id}"><input type="hidden" name="_wpcf7_version" value="${VERSION}"><input type="hidden" name="_wpcf7_locale" value="${he ? 'he_IL' : 'en_US'}"><input type="hidden" name="_wpcf7_unit_tag" value="${tag}"><input type="hidden" name="_wpcf7_container_post" value="0"><input type="hidden" name="_wpcf7_posted_data_hash" value="">
</div>
${row(0, 'your-name', c('text', 'your-name', ' autocomplete="name" aria-required="true" maxlength="100"'))}
${row(1, 'your-email', c('email', 'your-email', ' autocomplete="email" aria-required="true"'))}
${row(2, 'your-phone', c('tel', 'your-phone', ' autocomplete="tel"'))}
${row(3, 'your-website', c('url', 'your-website', ' autocomplete="url"'))}
${row(4, 'your-guests', c('number', 'your-guests', ' min="1" max="12"'))}
${row(5, 'your-date', c('date', 'your-date', ' min="2026-01-01" max="2030-12-31"'))}
${row(6, 'your-time', c('time', 'your-time'))}
${row(7, 'your-topic', `<span class="wpcf7-form-control-wrap" data-name="your-topic"><select class="wpcf7-form-control wpcf7-select${bad('your-topic') ? ' wpcf7-not-valid' : ''}" aria-invalid="${inv('your-topic')}" name="your-topic" id="${tag}-your-topic"><option value="">—</option>${L[12].map((t, i) => `<option value="${EN_TOPICS[i]}"${val('your-topic') == EN_TOPICS[i] ? ' selected' : ''}>${t}</option>`).join('')}</select>${tip('your-topic')}</span>`)}
${row(8, 'your-message', `<span class="wpcf7-form-control-wrap" data-name="your-message"><textarea class="wpcf7-form-control wpcf7-textarea${bad('your-message') ? ' wpcf7-not-valid' : ''}" aria-invalid="${inv('your-message')}" aria-required="true" name="your-message" id="${tag}-your-message" rows="5">${val('your-message')}</textarea>${tip('your-message')}</span>`)}
<p><span class="wpcf7-form-control-wrap" data-name="your-consent"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="your-consent" value="1" aria-invalid="false"${val('your-consent') ? ' checked' : ''}> <span class="wpcf7-list-item-label">${L[9]}</span></label></span></span></span></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="${L[10]}"></p>
<div class="wpcf7-response-output" aria-hidden="true">${st ? esc(st.message) : ''}</div>
</form>
</div>`;
}
const EN_TOPICS = ['Tasting', 'Wholesale', 'Other'];

const esc = (v) => String(v).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
