// Seeds the widget settings by site id (server/seed/widgets.json, docs/widget-api.md "Settings")
// into widget_sites. Idempotent as seed.mjs is: a hash of the rows is kept in `meta`, seeded rows
// are rewritten only when the file changed, and the reports (clicks, views, submissions) are
// never touched. A broken seed is our own data: it throws, loudly, at start. Also the lookups
// every widget call shares: a site's settings, and the widget a call's nonce and id name.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { SEED_DIR } from './seed.mjs';
import { isObject, fail } from './http.mjs';
import { checkNonce } from './widget-sign.mjs';

/** Site and widget ids: [A-Za-z0-9_-]{1,64} (the nonce carries the site id, docs "The nonce"). */
export const SITE_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const WIDGET_ID = SITE_ID;

/** §3.1 custom field kinds. */
export const FIELD_KINDS = ['text', 'url', 'date', 'file', 'textarea', 'dropdown', 'textblock', 'number'];

function checkWidget(site, w, seen) {
  const where = `seed: site ${site} widget ${w && w.id}`;
  if (!isObject(w) || !WIDGET_ID.test(String(w.id))) throw new Error(`${where}: bad widget id`);
  if (seen.has(w.id)) throw new Error(`${where}: widget id used twice`);
  seen.add(w.id);
  if (!Array.isArray(w.channels) || !w.channels.length) throw new Error(`${where}: no channels`);
  const names = new Set();
  for (const ch of w.channels) {
    if (!ch.channel || !ch.channel_type) throw new Error(`${where}: a channel without channel or channel_type`);
    // calls 1–4 name channels by `channel`: two alike could not be told apart
    if (names.has(ch.channel)) throw new Error(`${where}: channel ${ch.channel} used twice`);
    names.add(ch.channel);
  }
  const form = w.contact_form;
  const contact = w.channels.some((ch) => ch.channel_type === 'Contact_Us');
  if (contact && !isObject(form)) throw new Error(`${where}: a Contact_Us channel without contact_form`);
  if (!form) return;
  const ids = new Set();
  for (const f of form.contact_fields || []) {
    if (!/^[a-z_]{1,32}$/.test(f.field)) throw new Error(`${where}: bad contact field ${f.field}`);
    ids.add(f.field);
  }
  for (const f of form.contact_custom_fields || []) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(f.unique_id) || ids.has(f.unique_id)) throw new Error(`${where}: bad or repeated custom field id ${f.unique_id}`);
    if (!FIELD_KINDS.includes(f.field_dropdown)) throw new Error(`${where}: custom field ${f.unique_id} has kind ${f.field_dropdown}`);
    ids.add(f.unique_id);
  }
}

/** Reads and checks the seed; rows are { id, lang, json }. */
export function loadWidgetSeed(dir = SEED_DIR) {
  const seed = JSON.parse(readFileSync(join(dir, 'widgets.json'), 'utf8'));
  const seenSites = new Set();
  const sites = seed.sites.map((s) => {
    if (!SITE_ID.test(s.id) || seenSites.has(s.id)) throw new Error(`seed: bad or repeated widget site id ${s.id}`);
    seenSites.add(s.id);
    if (!isObject(s.settings) || !Array.isArray(s.settings.widgets)) throw new Error(`seed: site ${s.id} has no widgets`);
    const seen = new Set();
    for (const w of s.settings.widgets) checkWidget(s.id, w, seen);
    return { id: s.id, lang: s.lang || 'en', json: JSON.stringify(s.settings) };
  });
  const hash = createHash('sha256').update(JSON.stringify(sites)).digest('hex');
  return { sites, hash };
}

/** Writes the seed in one transaction when it changed; returns true when it wrote. */
export function seedWidgets(db, seed = loadWidgetSeed()) {
  const current = db.prepare(`SELECT value FROM meta WHERE key = 'widget_seed_hash'`).get();
  if (current && current.value === seed.hash) return false;
  const up = db.prepare(
    `INSERT INTO widget_sites (id, lang, json, seeded) VALUES (@id, @lang, @json, 1)
     ON CONFLICT (id) DO UPDATE SET lang = excluded.lang, json = excluded.json, seeded = 1`,
  );
  db.transaction(() => {
    const ids = JSON.stringify(seed.sites.map((s) => s.id));
    db.prepare(`DELETE FROM widget_sites WHERE seeded = 1 AND id NOT IN (SELECT value FROM json_each(?))`).run(ids);
    for (const s of seed.sites) up.run(s);
    db.prepare(`INSERT INTO meta (key, value) VALUES ('widget_seed_hash', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run(seed.hash);
  })();
  return true;
}

/** A site's settings as stored: { id, lang, settings }, or null. */
export function getSite(db, id) {
  const row = db.prepare('SELECT id, lang, json FROM widget_sites WHERE id = ?').get(id);
  return row ? { id: row.id, lang: row.lang, settings: JSON.parse(row.json) } : null;
}

/** The contact form's outcome settings: the server answers them with call 5 (§7), not in the
 *  settings (they are not part of wire.ts's ContactForm). */
export const OUTCOME = ['redirect_action', 'redirect_link', 'link_in_new_tab', 'close_form_after', 'close_form_after_seconds'];

/** The site a nonce was issued for; 403 when it is missing, tampered with or expired. */
export function siteOfNonce(ctx, nonce) {
  if (!nonce) fail(403, 'nonce is required');
  const siteId = checkNonce(ctx.db, nonce);
  if (!siteId) fail(403, 'bad or expired nonce');
  const site = getSite(ctx.db, siteId);
  if (!site) fail(403, 'bad or expired nonce'); // the site was removed since
  return site;
}

/**
 * The site a call's nonce was issued for, and the widget it names (`widgetId`, call 5 `widget`).
 * A missing, tampered or expired nonce is 403; an unknown widget 404.
 */
export function widgetOf(ctx, nonce, widgetId) {
  const site = siteOfNonce(ctx, nonce);
  if (!widgetId) fail(400, 'widgetId is required');
  if (typeof widgetId != 'string' || !WIDGET_ID.test(widgetId)) fail(400, 'bad widgetId');
  const widget = site.settings.widgets.find((w) => String(w.id) === widgetId);
  if (!widget) fail(404, 'unknown widget');
  return { site, widget };
}
