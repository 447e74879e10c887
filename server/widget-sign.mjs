// Signed tokens of the widget (docs/widget-api.md "The nonce", "Captcha stand-in"): the nonce the
// settings answer issues and every ajax call sends back (§7), and the captcha stand-in's tokens.
// Both are HMAC-SHA256 over their fields with a secret kept per database (meta.widget_secret), so
// the server checks them without a session table; a new data folder has a new secret, and every
// nonce of the old one fails.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long an issued nonce is good for: a page left open a whole day still reports. */
export const NONCE_TTL_S = 24 * 60 * 60;
/** A captcha token lives as long as the real provider's: two minutes, and verifies once. */
export const CAPTCHA_TTL_S = 120;

const secrets = new WeakMap();

function secretOf(db) {
  let s = secrets.get(db);
  if (s) return s;
  const key = randomBytes(32).toString('base64url');
  db.prepare(`INSERT INTO meta (key, value) VALUES ('widget_secret', ?) ON CONFLICT (key) DO NOTHING`).run(key);
  s = Buffer.from(db.prepare(`SELECT value FROM meta WHERE key = 'widget_secret'`).get().value, 'base64url');
  secrets.set(db, s);
  return s;
}

const mac = (db, text) => createHmac('sha256', secretOf(db)).update(text).digest('base64url');

function sameMac(db, text, sig) {
  const want = Buffer.from(mac(db, text));
  const got = Buffer.from(String(sig));
  return want.length === got.length && timingSafeEqual(want, got);
}

const nowS = (now) => Math.floor(now / 1000);

/** `site.expiry.salt.signature`: the site id, the expiry (Unix seconds), 8 random characters
 *  (each answer's nonce is its own) and their HMAC. */
export function issueNonce(db, site, now = Date.now()) {
  const text = `n.${site}.${nowS(now) + NONCE_TTL_S}.${randomBytes(6).toString('base64url')}`;
  return text.slice(2) + '.' + mac(db, text);
}

/** The site a nonce was issued for, or null when it is malformed, tampered with or expired. */
export function checkNonce(db, nonce, now = Date.now()) {
  const m = /^([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{43})$/.exec(String(nonce || ''));
  if (!m || !sameMac(db, `n.${m[1]}.${m[2]}.${m[3]}`, m[4])) return null;
  return +m[2] > nowS(now) ? m[1] : null;
}

/**
 * A captcha stand-in token: `kind.sitekey.expiry.id.signature`, kind v2 or v3. The id makes each
 * token unique, so verification can spend it (widget_captcha_spent).
 */
export function issueCaptcha(db, kind, sitekey, action = '', now = Date.now()) {
  const text = `c.${kind}.${sitekey}.${nowS(now) + CAPTCHA_TTL_S}.${randomBytes(9).toString('base64url')}.${action}`;
  return text.slice(2) + '.' + mac(db, text);
}

/**
 * Verifies and spends a stand-in token, as the provider's siteverify does: { success, kind,
 * sitekey, action, 'error-codes' }. A token verifies once; an expired, tampered or spent one is
 * `invalid-input-response` (the provider's own code), a missing one `missing-input-response`.
 */
export function verifyCaptcha(db, token, now = Date.now()) {
  if (!token) return { success: false, 'error-codes': ['missing-input-response'] };
  const m = /^(v2|v3)\.([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_/-]{0,64})\.([A-Za-z0-9_-]{43})$/.exec(String(token));
  const bad = { success: false, 'error-codes': ['invalid-input-response'] };
  if (!m || !sameMac(db, `c.${m[1]}.${m[2]}.${m[3]}.${m[4]}.${m[5]}`, m[6])) return bad;
  if (+m[3] <= nowS(now)) return bad;
  return db.transaction(() => {
    db.prepare('DELETE FROM widget_captcha_spent WHERE expires <= ?').run(nowS(now));
    const r = db.prepare('INSERT INTO widget_captcha_spent (token_id, expires) VALUES (?, ?) ON CONFLICT DO NOTHING').run(m[4], +m[3]);
    return r.changes ? { success: true, kind: m[1], sitekey: m[2], action: m[5], 'error-codes': [] } : bad;
  })();
}
