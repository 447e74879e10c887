// Call 6 (spec §7): POST /api/display/conversion/{viewer id}, form-encoded. Pure: it builds the
// body from the show request, the fields and the values the visitor entered.
import type { ShowRequest } from '../../core/chunks';
import type { Field } from '../../core/wire';

export const fieldName = (f: Field): string => f.name || f.tag;

/** The operating system as the browser reports it. */
export function os(ua: string): string {
  return /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(ua)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac OS'
          : /CrOS/.test(ua)
            ? 'Chrome OS'
            : /Linux/.test(ua)
              ? 'Linux'
              : 'Unknown';
}

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
  fields.forEach((f, i) => b.append(fieldName(f), values[i]));
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
