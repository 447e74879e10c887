// Builds the display answer (calls 1, 2, 3): wire.ts `DisplayAnswer` with `Popup` entries.
// The reference server's own rules live here: page targeting, the preview id, the answer's
// language, and the visitor's country (docs/display-api.md "Rules of the reference server").
import { randomBytes } from 'node:crypto';
import { clientIp } from './http.mjs';

/** A fresh visitor id per popup per answer: call 6 is addressed to it (§7). */
const newViewerId = () => randomBytes(8).toString('hex');

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The visitor's country. The reference server has no geo-IP database, so it takes the region of
 * the first Accept-Language tag that names one (he-IL → IL), and the spec's default, us, otherwise.
 */
function visitorCountry(req) {
  const tags = String(req.headers['accept-language'] || '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  let code = 'US';
  for (const t of tags) {
    try {
      const region = new Intl.Locale(t.tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) {
        code = region;
        break;
      }
    } catch {
      /* not a language tag: try the next */
    }
  }
  let name = code;
  try {
    name = regionNames.of(code) || code;
  } catch {
    /* unknown region: keep the code */
  }
  return { country: name, country_code: code, cc: code, ip: clientIp(req) };
}

/** '/demo/p/x/' and '/demo/p/x' are the same page. */
export const normalPath = (p) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

export function pathOf(url) {
  try {
    return normalPath(new URL(url).pathname);
  } catch {
    return '';
  }
}

/**
 * One popup as the client receives it. `{origin}` in the seed (a redirect address to the demo
 * site) becomes this server's origin; poptin_url is absolute, built from the Host header.
 */
function wirePopup(row, origin) {
  const popup = JSON.parse(JSON.stringify(row.json).replaceAll('{origin}', origin));
  return { ...popup, display: true, viewer_id: newViewerId(), poptin_url: `${origin}/templates/${row.id}.html` };
}

/** The answer for a restricted client (§8): no popups, and the upgrade popup settings. */
export function restrictedAnswer(client) {
  const r = client.restriction;
  return {
    display: 'not_allowed',
    message: r.message || 'Client restricted',
    is_client_restriction: 1,
    client_restriction_setting: { id: r.id, upgrade_popup: r.upgrade_popup || null },
    client_id: client.id,
  };
}

/**
 * The answer for call 1 (rows = popups whose page matches, plus the preview id) and for calls
 * 2/3 (rows = the one requested popup). Popups not targeted at the page are left out rather than
 * listed with display: false, so a page view where nothing shows gets a tiny answer (X01). Its
 * lang is 'he' when a popup it displays is a Hebrew one, else the client's language.
 */
export function displayAnswer(req, client, rows, origin) {
  const poptins = rows.map((row) => wirePopup(row, origin));
  const hebrew = rows.some((row) => row.lang === 'he');
  return {
    poptins,
    ...visitorCountry(req),
    lang: hebrew ? 'he' : client.lang || 'en',
    if_freemium: client.if_freemium ? 1 : 0,
    client_id: client.id,
  };
}
