// The seeded demo data and the schema: every lightbox format and trigger has a popup with the
// fields the brief asks for, templates keep to the template contract, seeding is idempotent
// and follows a changed seed, and migrations record the schema version.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { loadSeed, seedDb, SEED_DIR, merge } from '../../server/seed.mjs';
import { migrate, schemaVersion } from '../../server/db.mjs';
import { tempDir } from './helpers.mjs';

const seed = loadSeed();
const popups = seed.popups.map((p) => ({ ...p, popup: JSON.parse(p.json) }));
const byId = (id) => popups.find((p) => p.id === id);
// The component demos (teaser tabs P17, timers P24, tickers P25, dynamic text P29, coupons and
// buttons P22, every field P18) reuse the formats; the per-format counts leave them out.
const formatDemos = popups.filter((p) => !/^\/demo\/p\/(teaser|timer|ticker|text|coupon|buttons?|fields|email|multi)(-|$)/.test(p.page || ''));

test('merge: objects merge key by key, arrays replace', () => {
  assert.equal(merge({ a: 1, d: { x: 1, y: 2 }, l: [1] }, { d: { y: 3 }, l: [2] }), { a: 1, d: { x: 1, y: 3 }, l: [2] });
});

test('ids are 13 characters of [a-z0-9] and unique', () => {
  assert.ok(popups.every((p) => /^[a-z0-9]{13}$/.test(p.id) && p.popup.poptin_id === p.id));
  assert.is(new Set(popups.map((p) => p.id)).size, popups.length);
});

test('one lead popup for each of the 22 lightbox formats, with the five field kinds', () => {
  for (let n = 1; n <= 22; n++) {
    const p = popups.find((x) => x.page === `/demo/p/format-${n}`);
    assert.ok(p, `format_${n}`);
    assert.is(p.popup.poptin_format, `format_${n}`);
    assert.is(p.popup.poptin_type, 'lightbox');
    assert.is(p.popup.poptin_target, 'lead');
    assert.equal(p.popup.poptin_fields.map((f) => f.tag), ['email', 'name', 'phone', 'checkbox', 'hidden']);
  }
  const formats = popups.filter((p) => /^\/demo\/p\/format-/.test(p.page || ''));
  const close = new Set(formats.map((p) => p.popup.design_properties.poptin_design_close_options_type));
  assert.equal([...close].sort(), ['closing_options-', 'closing_options-button', 'closing_options-x']);
  assert.ok(formats.filter((p) => p.popup.design_properties.poptin_design_thank_screen).length >= 5, 'thank-you screens');
  assert.is(formats.filter((p) => p.popup.design_properties.poptin_design_redirect === 1).length, 1, 'one redirect');
  assert.is(formats.filter((p) => p.lang === 'he').length, 1, 'one Hebrew popup');
  assert.is(popups.filter((p) => p.conversion_code).length, 1, 'one conversion code');
});

test('every format of every type in src/formats has a demo popup on a page of its own', () => {
  for (const type of readdirSync(new URL('../../src/formats/', import.meta.url)))
    for (const f of readdirSync(new URL(`../../src/formats/${type}/`, import.meta.url))) {
      const format = f.replace(/\.ts$/, '');
      const p = popups.find((x) => (x.popup.poptin_type || 'lightbox') == type && x.popup.poptin_format == format && x.page);
      assert.ok(p, `${type} ${format}`);
    }
});

test('bars: one per format, top and bottom, the ones with a form have a thank-you screen', () => {
  const bars = formatDemos.filter((p) => p.popup.poptin_type == 'bar');
  assert.is(bars.length, 17);
  const at = new Set(bars.map((p) => p.popup.design_properties.poptin_location));
  assert.equal([...at].sort(), ['bottom_bar', 'top_bar']);
  for (const b of bars) if (b.popup.poptin_fields) assert.ok(b.popup.design_properties.poptin_design_thank_screen, b.id);
});

test('slide-ins: one per bside and sside format, in every corner and on every side', () => {
  for (const [type, count] of [['bside', 9], ['sside', 19]]) {
    const of = formatDemos.filter((p) => p.popup.poptin_type == type);
    assert.is(of.length, count, type);
    const at = new Set(of.map((p) => p.popup.design_properties.poptin_location));
    assert.is(at.size, 8, type + ': the eight corners and sides');
  }
});

test('teaser tabs: one demo per tab-show value, one in Hebrew, each on a page of its own (P17)', () => {
  const tabs = popups.filter((p) => p.popup.is_teasers_on == 1);
  const shows = tabs.map((p) => p.popup.design_properties.teaser?.['tab-show'] || 'always');
  for (const show of ['always', 'before_show', 'after_close']) assert.ok(shows.includes(show), show);
  assert.ok(tabs.some((p) => p.lang === 'he'), 'a Hebrew tab');
  assert.ok(tabs.every((p) => p.page && /^\/demo\/p\/teaser-/.test(p.page)), 'pages');
});

test('one popup per trigger, plus frequency, content lock and preview', () => {
  const p = (id) => byId(id).popup;
  assert.is(p('secondsonpage').display_after_sec_active_on, 'page');
  assert.is(p('secondsonsite').display_after_sec_active_on, 'website');
  assert.ok(p('scrollpercent').display_after_scroll_active > 0);
  assert.ok(p('pageclicks003').display_after_page_click_number_active > 0);
  assert.ok(p('pagevisits003').display_after_visit_page_active > 0);
  assert.ok(p('inactivity008').display_after_inactive_seconds_active > 0);
  assert.is(p('exitintent001').display_after_exit_website_active, 'yes');
  assert.is(p('clickopener01').on_click, 1);
  assert.is(p('sourcecode001').source_code_target_active, 1);
  assert.is(p('manualshow001').on_click, 1);
  assert.is(p('frequencyonce').d_f_r, 'display_once_a_visitor_2');
  assert.is(p('contentlock01').design_properties.poptin_design_content_lock, 1);
  assert.is(byId('previewdemo01').page, null);
});

test('games (P23): every format, both draws, a pool, Hebrew, every background, the prize lists of the brief', () => {
  const games = popups.filter((p) => p.popup.poptin_type == 'gamified');
  const prizes = (p) => p.popup.gamified_prize;
  const wins = (x) => x.is_winner == 1 && x.loosing_option == 0;
  for (const g of games) {
    assert.ok(g.page && /^\/demo\/p\/game-/.test(g.page), g.id + ' page');
    const list = prizes(g);
    assert.ok(Array.isArray(list) && list.length >= 2, g.id);
    assert.is(list.reduce((a, x) => a + x.chances, 0), 100, g.id + ': chances sum to 100');
    assert.is(new Set(list.map((x) => x.prize_id)).size, list.length, g.id + ': prize ids unique');
    // a losing prize has no code; a winning one has a code or a pool
    for (const x of list) assert.ok(wins(x) ? x.code || g.popup.gamified_draw == 'server' : x.code === '', `${g.id} ${x.prize_id}`);
    // the form's hidden fields carry the prize (§3 Form fields)
    const f = g.popup.poptin_fields || [];
    if (f.length) assert.equal(f.map((x) => [x.tag, x.value ?? null]), [['email', null], ['hidden', '{prize_code}'], ['hidden', '{prize_label}']], g.id);
  }
  const wheel = byId('gamewheel0001');
  assert.is(wheel.popup.poptin_format, 'format_3');
  assert.is(prizes(wheel).length, 6);
  assert.is(prizes(wheel).filter((x) => !wins(x)).length, 2);
  assert.ok(wheel.popup.poptin_fields);
  assert.is(byId('gamecoupon001').popup.wheel_has_coupon, 1);
  assert.is(byId('gamehebrew001').lang, 'he');
  assert.is(byId('gamescratch01').popup.poptin_format, 'format_2');
  assert.not.ok(byId('gamescratch01').popup.poptin_fields);
  assert.is(byId('gamegifts0001').popup.poptin_format, 'format_1');
  assert.ok(prizes(byId('gameloseonly1')).every((x) => !wins(x)));
  assert.ok(prizes(byId('gamewinonly01')).every(wins));
  const nopost = byId('gamenopost001').popup.design_properties;
  assert.is(nopost.disable_post_play_screen, 1);
  assert.ok(nopost.poptin_design_thank_screen);
  // the server draw: one popup, with a pool of unique codes, and its prize codes not in the json
  const server = games.filter((g) => g.popup.gamified_draw == 'server');
  assert.equal(server.map((g) => g.id), ['gameserver001']);
  const pool = seed.pools.filter((p) => p.popup_id == 'gameserver001');
  assert.is(pool.length, 1);
  assert.is(new Set(pool[0].codes).size, 50);
  assert.ok(pool[0].codes.every((c) => !server[0].json.includes(c)), 'no pool code in the popup');
  const bgs = new Set(games.map((g) => g.popup.design_properties.gamified_background));
  assert.equal([...bgs].sort(), ['ball', 'confetti', 'rain', 'snow', 'starry-sky', 'wheel']);
  assert.equal(['format_1', 'format_2', 'format_3'].map((f) => games.find((g) => g.popup.poptin_format == f).page),
    ['/demo/p/game-gifts', '/demo/p/game-scratch', '/demo/p/game-wheel'], "each format's first popup is its demo");
});

test('the seed pool is seeded once, and a code a play took stays taken through a changed seed', () => {
  const dir = tempDir('poptin-seed-');
  cpSync(SEED_DIR, dir, { recursive: true });
  const db = new Database(':memory:');
  migrate(db);
  seedDb(db, loadSeed(dir));
  const free = () => db.prepare(`SELECT count(*) AS n FROM prize_codes WHERE popup_id = 'gameserver001' AND play_id IS NULL`).get().n;
  assert.is(free(), 50);
  db.prepare(`INSERT INTO plays (id, popup_id, viewer_id, prize_index, is_winner) VALUES (1, 'gameserver001', 'v', 0, 1)`).run();
  db.prepare(`UPDATE prize_codes SET play_id = 1 WHERE id = (SELECT min(id) FROM prize_codes)`).run();
  const file = join(dir, 'popups.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  data.popups.find((p) => p.id == 'gameserver001').pools['sv-kilo'].count = 60;
  writeFileSync(file, JSON.stringify(data));
  assert.is(seedDb(db, loadSeed(dir)), true);
  assert.is(free(), 59, 'the 60 codes, less the one taken');
  assert.is(db.prepare('SELECT count(*) AS n FROM prize_codes WHERE play_id = 1').get().n, 1);
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

test('templates keep to the template contract and carry no script', () => {
  for (const p of popups) {
    const t = p.template;
    // every popup names itself; a lead popup has its form; a lightbox design has its image; a
    // game has its play, win and lose screens and its game, and a form exactly when it has fields
    const game = p.popup.poptin_type == 'gamified';
    const lead = (p.popup.poptin_target || 'lead') == 'lead' && !game, box = (p.popup.poptin_type || 'lightbox') == 'lightbox';
    const marks = game ? ['play', 'title', 'game', 'win', 'lose', 'prize'] : ['main', 'title'];
    for (const m of [...marks, ...(lead ? ['form'] : []), ...(box ? ['image'] : [])]) assert.ok(t.includes(`data-lp="${m}"`), `${p.id} ${m}`);
    if (game) assert.is(t.includes('data-lp="form"'), !!p.popup.poptin_fields, `${p.id} has a form exactly when it has fields`);
    const thanks = p.popup.design_properties.poptin_design_thank_screen;
    assert.is(t.includes('data-lp="thanks"'), !!thanks, `${p.id} has a thanks screen exactly when configured`);
    assert.not.ok(/<script|\son[a-z]+\s*=|javascript:|<iframe|<object|<embed/i.test(t), p.id);
    // a popup over the page needs a way out; an inline one (embedded, content) is part of the
    // page and covers nothing
    const inline = /^(embedded|content)$/.test(p.popup.poptin_type);
    if (p.popup.design_properties.poptin_design_close_options_type === 'closing_options-' && !p.popup.design_properties.poptin_design_content_lock && !inline) {
      assert.ok(t.includes('data-lp="close"'), `${p.id} without a close control has a close link`);
    }
  }
});

test('migrations run once and record the schema version', () => {
  const db = new Database(':memory:');
  migrate(db);
  migrate(db);
  assert.is(db.pragma('user_version', { simple: true }), schemaVersion());
  db.close();
});

test('seeding is idempotent and follows a changed seed', () => {
  const dir = tempDir('poptin-seed-');
  cpSync(SEED_DIR, dir, { recursive: true });
  const db = new Database(':memory:');
  migrate(db);
  assert.is(seedDb(db, loadSeed(dir)), true);
  assert.is(seedDb(db, loadSeed(dir)), false, 'an unchanged seed writes nothing');
  const n = db.prepare('SELECT count(*) AS n FROM popups').get().n;
  assert.is(n, popups.length);

  const file = join(dir, 'popups.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  data.popups = data.popups.filter((p) => p.id !== 'previewdemo01');
  data.popups[0].popup.poptin_name = 'Renamed';
  writeFileSync(file, JSON.stringify(data));
  assert.is(seedDb(db, loadSeed(dir)), true);
  assert.is(db.prepare('SELECT count(*) AS n FROM popups').get().n, n - 1);
  assert.is(JSON.parse(db.prepare('SELECT json FROM popups WHERE id = ?').get(data.popups[0].id).json).poptin_name, 'Renamed');

  data.popups[0].id = 'SHORT';
  writeFileSync(file, JSON.stringify(data));
  assert.throws(() => loadSeed(dir), /13 characters/);
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

test.run();
