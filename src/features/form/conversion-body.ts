// Call 6 (spec §7): POST /api/display/conversion/{viewer id}, form-encoded. Pure: it builds the
// body from the show request, the fields and the values the visitor entered.
import { STORE } from '../../popup/store';
import type { ShowRequest } from '../../popup/rungs';
import type { Field } from '../../popup/wire';
import { log } from '../../core/log';
import { os } from '../../popup/os';

export const fieldName = (f: Field): string => f.name || f.tag;

export function conversionBody(
  req: ShowRequest,
  fields: Field[],
  values: string[],
  checked: boolean,
  viewId: string,
  nav: { language: string; userAgent: string },
  key: string,
  /** call 6's keys a click sets instead of the form: extra_button (P22 buttons), coupon */
  extra: Record<string, string> = {},
): URLSearchParams {
  const p = req.popup;
  const d = req.req;
  const pages = d.previous_visited_pages || '';
  const all = pages ? pages + '|' + d.url : d.url;
  // Every key §7 lists for call 6, in its order, except that the form's own fields and
  // newExtraFields come last (a server that meets a repeated name reads its first value). The
  // keys of features this client does not have yet (storefronts, the messenger formats, leader
  // requests) go empty, so a server can rely on every key; extra_button and coupon are set by a
  // button's or a coupon's click (features/button, features/coupon: `extra`).
  const b = new URLSearchParams({
    url: d.url,
    p_target: p.poptin_target,
    checkbox_checked: checked ? '1' : '0',
    referrer: d.referrer,
    previous_url: d.previous_url,
    trigger: req.trigger,
    poptin_id: p.poptin_id,
    title: d.page_title,
    client_id: req.clientId,
    visitor: (d.cookies && d.cookies.poptin_user_id) || '',
    facebook_messanger_data_ref: '',
    origin_landing_page: d.origin_landing_page,
    previous_visited_pages: pages,
    previous_visited_pages_with_current_page: all,
    previous_visited_pages_with_time_stamp: d.previous_visited_pages_with_time_stamp || '',
    // the client keeps one list of visited pages (the last VISITED_MAX, loader/visit.ts): all of
    // them, this page included
    all_visited_pages: all,
    ...STORE,
    browser_language: nav.language,
    operating_system: os(nav.userAgent),
    leader_request_cookie: '',
    extra_button: '',
    coupon: '',
    poptin_view_id: viewId,
    // ours (issue 7, X05): the lead's idempotency key; a retry sends the same lead with the same
    // key, and the server stores it once (docs/display-api.md call 6)
    idempotency_key: key,
    ...extra,
  });
  // A field named like a key of the body would repeat that key (servers differ in which value
  // they read), so it travels only inside newExtraFields. A Set of the fixed keys, taken before
  // the fields go in: one lookup per field, however many fields (X05). Fields may share a name
  // with each other (a checkbox group is a list of values).
  const taken = new Set([...b.keys(), 'newExtraFields']);
  fields.forEach((f, i) => {
    const n = fieldName(f);
    if (taken.has(n)) log('Field name collides: ' + n);
    else b.append(n, values[i]);
  });
  b.set(
    'newExtraFields',
    JSON.stringify(
      fields.map((f, i) => ({
        type: f.tag,
        name: fieldName(f),
        placeholder: f.placeholder || '',
        value: values[i],
        created_as: f.created_as || f.tag,
        created_version: f.created_version || 5, // §3: created_version defaults to 5
        property_name: f.property_name || fieldName(f),
        id: f.id || '',
      })),
    ),
  );
  return b;
}
