// Seeds the demo clients and popups into the database (server/seed/popups.json and
// server/seed/templates/*.html). Idempotent: a hash of the seed rows is kept in `meta`, and the
// seeded rows are rewritten only when they changed. Rows the client reported (views,
// conversions, …) are never touched.
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObject } from './http.mjs';
import { addPool, seedCodes } from './pool.mjs';

export const SEED_DIR = fileURLToPath(new URL('./seed/', import.meta.url));

/** Popup ids are 13 characters (§2); the demo ids are lower-case letters and digits. */
export const POPUP_ID = /^[a-z0-9]{13}$/; // seed ids: lower case (the API accepts either case)


/** Objects merge key by key (design_properties); arrays and scalars replace. */
export function merge(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over || {})) out[k] = isObject(v) && isObject(base?.[k]) ? merge(base[k], v) : v;
  return out;
}

/** Reads and checks the seed files; throws on a broken seed (our own data, fail loudly). */
/** A seeded template as the API serves it: the shared rules of the demo designs in front of the
 *  template's own palette and markup, so each served template stays self-contained
 *  (docs/templates.md) while the repo keeps the rules once. A type's templates share
 *  templates/_<type>.css (bar-news.html: _bar.css); the lightbox ones _base.css. */
export function readTemplate(name, dir = SEED_DIR) {
  const own = join(dir, 'templates', '_' + name.split('-')[0] + '.css');
  const base = readFileSync(existsSync(own) ? own : join(dir, 'templates', '_base.css'), 'utf8');
  return `<style>\n${base}</style>\n` + readFileSync(join(dir, 'templates', name + '.html'), 'utf8');
}

const sha = (text) => createHash('sha256').update(text).digest('hex');

export function loadSeed(dir = SEED_DIR) {
  const raw = readFileSync(join(dir, 'popups.json'), 'utf8');
  const seed = JSON.parse(raw);
  const clients = seed.clients.map(({ id, ...rest }) => ({ id, json: JSON.stringify(rest) }));
  const known = new Set(clients.map((c) => c.id));
  const seen = new Set();
  const pools = [];
  const popups = seed.popups.map((e) => {
    if (!POPUP_ID.test(e.id)) throw new Error(`seed: popup id ${e.id} is not 13 characters [a-z0-9]`);
    if (seen.has(e.id)) throw new Error(`seed: popup id ${e.id} is used twice`);
    if (!known.has(e.client)) throw new Error(`seed: popup ${e.id} names unknown client ${e.client}`);
    if (!/^[a-z0-9-]+$/.test(e.template)) throw new Error(`seed: popup ${e.id} has a bad template name`);
    seen.add(e.id);
    const template = readTemplate(e.template, dir);
    const merged = merge(seed.defaults, e.popup);
    // server-only: a server-drawn prize's pool of unique codes (pool.mjs), never in the answer
    for (const [prize, spec] of Object.entries(e.pools || {})) {
      if (merged.gamified_draw !== 'server') throw new Error(`seed: popup ${e.id} has a pool but is not drawn by the server`);
      pools.push({ popup_id: e.id, prize_id: prize, codes: seedCodes(e.id, prize, spec, sha) });
    }
    // Identity first, then the rest in the seed's order: easier to read in an answer.
    const { poptin_name, poptin_target, poptin_type, poptin_format } = merged;
    const popup = { poptin_id: e.id, poptin_name, poptin_target, poptin_type, poptin_format, ...merged };
    return {
      id: e.id,
      client_id: e.client,
      page: e.page || null,
      lang: e.lang || 'en',
      conversion_code: e.conversion_code || '',
      json: JSON.stringify(popup),
      template,
    };
  });
  // The hash covers the rows as written, so a change in the files or in how they are read re-seeds.
  const hash = sha(JSON.stringify([clients, popups, pools]));
  return { clients, popups, pools, hash };
}

/** Writes the seed in one transaction when it changed; returns true when it wrote. */
export function seedDb(db, seed = loadSeed()) {
  const current = db.prepare(`SELECT value FROM meta WHERE key = 'seed_hash'`).get();
  if (current && current.value === seed.hash) return false;
  const upClient = db.prepare(
    `INSERT INTO clients (id, json, seeded) VALUES (@id, @json, 1)
     ON CONFLICT (id) DO UPDATE SET json = excluded.json, seeded = 1`,
  );
  const upPopup = db.prepare(
    `INSERT INTO popups (id, client_id, page, lang, conversion_code, json, template, seeded)
     VALUES (@id, @client_id, @page, @lang, @conversion_code, @json, @template, 1)
     ON CONFLICT (id) DO UPDATE SET client_id = excluded.client_id, page = excluded.page, lang = excluded.lang,
       conversion_code = excluded.conversion_code, json = excluded.json, template = excluded.template, seeded = 1`,
  );
  db.transaction(() => {
    const ids = seed.popups.map((p) => p.id);
    db.prepare(`DELETE FROM popups WHERE seeded = 1 AND id NOT IN (SELECT value FROM json_each(?))`).run(JSON.stringify(ids));
    const cids = seed.clients.map((c) => c.id);
    db.prepare(`DELETE FROM clients WHERE seeded = 1 AND id NOT IN (SELECT value FROM json_each(?))`).run(JSON.stringify(cids));
    for (const c of seed.clients) upClient.run(c);
    for (const p of seed.popups) upPopup.run(p);
    // pools: the seed's codes still free leave with a changed seed; a taken one stays with its play
    db.prepare('DELETE FROM prize_codes WHERE seeded = 1 AND play_id IS NULL').run();
    for (const p of seed.pools || []) addPool(db, p.popup_id, p.prize_id, p.codes, 1);
    db.prepare(`INSERT INTO meta (key, value) VALUES ('seed_hash', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run(seed.hash);
  })();
  return true;
}
