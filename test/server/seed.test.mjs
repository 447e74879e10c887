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

test('templates keep to the template contract and carry no script', () => {
  for (const p of popups) {
    const t = p.template;
    // every popup names itself; a lead popup has its form; a lightbox design has its image
    const lead = (p.popup.poptin_target || 'lead') == 'lead', box = (p.popup.poptin_type || 'lightbox') == 'lightbox';
    for (const m of ['main', 'title', ...(lead ? ['form'] : []), ...(box ? ['image'] : [])]) assert.ok(t.includes(`data-lp="${m}"`), `${p.id} ${m}`);
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
