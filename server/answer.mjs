// Builds the display answer (calls 1, 2, 3): wire.ts `DisplayAnswer` with `Popup` entries.
// The reference server's own rules live here: page targeting, the preview id, the answer's
// language, and the visitor's country (docs/display-api.md "Rules of the reference server").
import { createHmac, randomBytes } from 'node:crypto';
import { clientIp } from './http.mjs';
import { VIEWER_ID } from './validate.mjs';
import { serverDrawn, publicPrizes } from './draw.mjs';

/** A fresh visitor id per popup per answer: call 6 is addressed to it (§7). */
const newViewerId = () => randomBytes(8).toString('hex');

/** The server's key for the viewer ids of server-drawn popups: made once, kept in `meta`. */
export function viewerSecret(db) {
  db.prepare(`INSERT INTO meta (key, value) VALUES ('viewer_secret', ?) ON CONFLICT (key) DO NOTHING`).run(randomBytes(32).toString('hex'));
  return db.prepare(`SELECT value FROM meta WHERE key = 'viewer_secret'`).get().value;
}

/**
 * The viewer id of a server-drawn popup for the visitor whose call 1 (or 2) sent this
 * `poptin_user_id` cookie: an HMAC of the popup and the visitor, so the same visitor gets the
 * same id on every page view and the play call's one-play-per-viewer rule holds across reloads
 * (docs/display-api.md "Play"). null without a usable cookie (a fresh id then).
 */
export const stableViewer = (secret, user) =>
  typeof user === 'string' && VIEWER_ID.test(user)
    ? (popupId) => 'g' + createHmac('sha256', secret).update(popupId + ':' + user).digest('base64url').slice(0, 22)
    : null;

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
 * site) becomes this server's origin; poptin_url is absolute, built from the Host header. A
 * server-drawn game's prizes go without their codes and chances (docs/display-api.md "Client
 * draw or server draw"), and its viewer id is the visitor's own (`viewer`, stableViewer).
 */
function wirePopup(row, origin, viewer) {
  const popup = JSON.parse(JSON.stringify(row.json).replaceAll('{origin}', origin));
  const server = serverDrawn(popup);
  if (server) popup.gamified_prize = publicPrizes(popup);
  const viewer_id = server && viewer ? viewer(row.id) : newViewerId();
  return { ...popup, display: true, viewer_id, poptin_url: `${origin}/templates/${row.id}.html` };
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
 * lang is 'he' when a popup it displays is a Hebrew one, else the client's language. `viewer`:
 * stableViewer() of the request's visitor cookie, or null.
 */
export function displayAnswer(req, client, rows, origin, viewer = null) {
  const poptins = rows.map((row) => wirePopup(row, origin, viewer));
  const hebrew = rows.some((row) => row.lang === 'he');
  return {
    poptins,
    ...visitorCountry(req),
    lang: hebrew ? 'he' : client.lang || 'en',
    if_freemium: client.if_freemium ? 1 : 0,
    client_id: client.id,
  };
}
