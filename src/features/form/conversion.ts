// Call 6 (spec §7): POST /api/display/conversion/{viewer id}, form-encoded. Pure: it builds the
// body from the show request, the fields and the values the visitor entered.
import type { ShowRequest } from '../../core/chunks';
import type { Field } from '../../core/wire';
import { log } from '../../core/log';
import { os } from '../../core/os';

// Call-6 keys (§7) this body leaves out. A field named like a key the body has would repeat that
// key, and servers differ in which value they read; one named like these would be read as that
// named value. Such a field travels only inside newExtraFields.
const KEYS = [
  'facebook_messanger_data_ref', 'all_visited_pages', 'store_integration', 'store_integration_customer_id',
  'newExtraFields', 'leader_request_cookie', 'extra_button', 'coupon',
];

export const fieldName = (f: Field): string => f.name || f.tag;


export function conversionBody(
  req: ShowRequest,
  fields: Field[],
  values: string[],
  checked: boolean,
  viewId: string,
  nav: { language: string; userAgent: string },
): URLSearchParams {
  const p = req.popup;
  const d = req.req;
  const pages = d.previous_visited_pages || '';
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
    origin_landing_page: d.origin_landing_page,
    previous_visited_pages: pages,
    previous_visited_pages_with_current_page: pages ? pages + '|' + d.url : d.url,
    previous_visited_pages_with_time_stamp: d.previous_visited_pages_with_time_stamp || '',
    browser_language: nav.language,
    operating_system: os(nav.userAgent),
    poptin_view_id: viewId,
  });
  const taken = [...b.keys(), ...KEYS];
  fields.forEach((f, i) => {
    const n = fieldName(f);
    // fields may share a name with each other (a checkbox group is a list of values)
    if (taken.includes(n)) log('Field name collides: ' + n);
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
