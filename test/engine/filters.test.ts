import { reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { engaged, passes as corePasses } from '../../src/engine/filters';
import { adblocked, filters, match, readPath } from '../../src/features/conditions/conditions';
import type { Popup } from '../../src/popup/wire';

// the engine runs the rarer filters (features/conditions/conditions.ts) through passes() when a popup
// turns one on: the same here
const passes = (p: Popup) => corePasses(p, filters);
import { pid, popup, restoreConsole, warnings } from '../setup/helpers';

test.after(restoreConsole);

const w = window as any;
test.before.each(() => {
  reset();
  delete w.user;
});

test('P12 match roles', () => {
  assert.ok(match('contain@pro', 'the pro plan'));
  assert.ok(match('exact@pro', 'pro'));
  assert.not.ok(match('exact@pro', 'pro2'));
  assert.ok(match('start@pr', 'pro'));
  assert.ok(match('end@ro', 'pro'));
  assert.ok(match('greater_than@10', '10.5'));
  assert.not.ok(match('greater_than@10', '10'));
  assert.ok(match('less_than@10', '9'));
  assert.not.ok(match('less_than@10', 'abc'));
  assert.ok(match('any_value', ''));
  assert.ok(match('exact@a@b', 'a@b'), 'split at the first @ only');
  assert.not.ok(match('any_value', undefined), 'missing matches nothing');
  assert.not.ok(match('unknown@x', 'x'));
  assert.not.ok(match('constructor@x', 'x'), 'not a role: an Object.prototype name');
  assert.not.ok(match('toString', 'x'));
});

test('P12 an unknown match role is one log line per role, and matches nothing', () => {
  const n = (r: string) => warnings.filter((w) => w == '[poptin] Unknown match role: ' + r).length;
  assert.not.ok(match('equals@pro', 'pro'));
  assert.not.ok(match('equals@pro', 'pro'));
  assert.not.ok(match('Contains@x', 'x'));
  assert.is(n('equals'), 1);
  assert.is(n('Contains'), 1);
  match('exact@pro', 'pro');
  assert.is(n('exact'), 0, 'known roles are not logged');
});

test('P12 js variables are read by dotted path, never evaluated', () => {
  w.user = { plan: 'pro', seats: 3, profile: null };
  assert.is(readPath(window, 'user.plan'), 'pro');
  assert.is(readPath(window, 'window.user.seats'), '3');
  assert.is(readPath(window, 'user.profile.name'), undefined);
  assert.is(readPath(window, 'user.nothing'), undefined);
  assert.is(readPath(window, 'alert(1)'), undefined);
});

const js = (rows: [string, string, 'show' | 'dont_show'][]) =>
  popup('a', {
    display_if_specific_js_active: 1,
    display_if_specific_js: rows.map(([n, v, s]) => ({ js_name_pair: n, js_value_pair: v, js_show_pair: s })),
  });

test('P12 js filter: show / dont_show, every row must pass', async () => {
  w.user = { plan: 'pro', seats: 3 };
  assert.ok(await passes(js([['user.plan', 'exact@pro', 'show']])));
  assert.not.ok(await passes(js([['user.plan', 'exact@pro', 'dont_show']])));
  assert.not.ok(await passes(js([['user.plan', 'exact@pro', 'show'], ['user.seats', 'greater_than@5', 'show']])));
  assert.ok(await passes(js([['user.plan', 'exact@pro', 'show'], ['user.seats', 'less_than@5', 'show']])));
  assert.not.ok(await passes(js([['user.missing', 'any_value', 'show']])));
  assert.ok(await passes(popup('a', { display_if_specific_js_active: 0, display_if_specific_js: [{ js_name_pair: 'x', js_value_pair: 'exact@1', js_show_pair: 'show' }] })), 'inactive');
});

const ck = (name: string, value: string, show: 'show' | 'dont_show') =>
  popup('a', { display_if_specific_cookie_active: '1', display_if_specific_cookie: [{ cookie_name_pair: name, cookie_value_pair: value, cookie_show_pair: show }] });

test('P12 cookie filter', async () => {
  document.cookie = 'plan=gold%20member;path=/';
  assert.ok(await passes(ck('plan', 'start@gold', 'show')));
  assert.ok(await passes(ck('plan', 'end@member', 'show')), 'value decoded');
  assert.not.ok(await passes(ck('plan', 'contain@gold', 'dont_show')));
  assert.not.ok(await passes(ck('tier', 'any_value', 'show')), 'missing cookie');
  assert.ok(await passes(ck('tier', 'any_value', 'dont_show')));
});

const B = pid('b'), C = pid('c'), SELF = pid('self');

test('P12 engagement with a given popup', () => {
  assert.not.ok(engaged(`show|seen_poptin|other|${B}`, SELF));
  assert.ok(engaged(`show|not_seen|other|${B}`, SELF));
  document.cookie = `poptin_view_${B}=o;path=/`;
  assert.ok(engaged(`show|seen_poptin|other|${B}`, SELF));
  assert.not.ok(engaged(`dont_show|seen_poptin|other|${B}`, SELF));
  assert.not.ok(engaged(`show|closed|other|${B}`, SELF));
  document.cookie = `poptin_closed_${B}=o;path=/`;
  assert.ok(engaged(`show|closed|other|${B}`, SELF));
  document.cookie = `poptin_converted_${C}=e;path=/`;
  assert.ok(engaged(`show|converted|embedded|${C}`, SELF));
  assert.not.ok(engaged(`dont_show|converted|other|${C}`, SELF));
});

test('P12 engagement with any popup of a kind (embedded / other), never itself', () => {
  document.cookie = `poptin_view_${SELF}=o;path=/`;
  assert.not.ok(engaged('show|seen_poptin|other|any', SELF), 'its own view does not count');
  document.cookie = `poptin_view_${B}=e;path=/`;
  assert.not.ok(engaged('show|seen_poptin|other|any', SELF), 'an embedded one is not "other"');
  assert.ok(engaged('show|seen_poptin|embedded|any', SELF));
  assert.not.ok(engaged('show|not_seen|embedded|any', SELF));
  assert.ok(engaged('', SELF), 'no filter');
});

// the only test in this file with a malformed filter: log() prints a message once per process
test('P12 a malformed engagement filter does not filter, with one log line', () => {
  const n = () => warnings.filter((w) => w == '[poptin] Bad engagement filter').length;
  assert.ok(engaged(undefined, SELF));
  assert.ok(engaged('', SELF));
  assert.is(n(), 0, 'no filter is not a bad filter');
  // each would hide the popup if read loosely: no view cookie exists
  for (const f of ['show|bogus|other|any', 'show|seen_poptin|other', 'Show|seen_poptin|other|any', 'show|seen_poptin|all|any', 'show|seen_poptin|other|any|x', 'show|constructor|other|any', 'show|seen_poptin|other|'])
    assert.ok(engaged(f, SELF), f);
  assert.is(n(), 1, 'logged once');
  assert.not.ok(engaged('show|seen_poptin|other|any', SELF), 'a well-formed one still filters');
});

test('P12 engagement filter inside passes()', async () => {
  const p = popup('self', { engagement_with_other_poptin_filter: 'show|converted|other|any' });
  assert.not.ok(await passes(p));
  document.cookie = `poptin_converted_${B}=o;path=/`;
  assert.ok(await passes(p));
});

test('P12 source code as a filter (role not_contain)', async () => {
  const p = popup('a', { source_code_target_active: 1, source_code_target_role: 'not_contain', source_code_target_html: 'id="members-only"' });
  assert.ok(await passes(p));
  document.body.innerHTML = '<div id="members-only"></div>';
  assert.not.ok(await passes(p));
  assert.ok(await passes({ ...p, source_code_target_role: 'contain' }), "'contain' is a trigger, not a filter");
});

test('P12 ad-block: shown only when the bait gets hidden, decided after a frame', async () => {
  const p = popup('a', { display_if_adblock_active: 1 });
  assert.not.ok(await adblocked());
  assert.not.ok(await passes(p));
  assert.is(document.querySelector('.adsbox'), null, 'bait removed');
  const s = document.createElement('style');
  s.textContent = '.adsbox.ad-banner { display: none !important }';
  document.head.append(s);
  assert.ok(await adblocked());
  assert.ok(await passes(p));
  assert.ok(await passes(popup('a')), 'filter off');
});

test('P12 a filter that throws hides the popup instead of breaking the page', async () => {
  Object.defineProperty(w, 'user', { get() { throw new Error('boom'); }, configurable: true });
  assert.not.ok(await passes(js([['user.plan', 'exact@pro', 'show']])));
});

test.run();
