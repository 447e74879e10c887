// X05, issue 20 "Host-page safety" 1: every text the display API gives is read as text before use
// (core/text.ts: the engine reads the popup's own in engine/answer.ts, and each chunk the ones it
// uses at its entry: the frame, the form, the timer, the coupon, the teaser and the messaging
// block): a number becomes its digits; a list, an object or a boolean is logged and read as
// absent. The list of text fields here does not come from the code: it is every string of
// a rich popup (the demo's field-kinds popup with every documented text field filled), and each is
// fed each wrong type, then the popup is drawn by the real runtime with its form.
import { reset, settle } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { checkAnswer, answerTexts } from '../../src/engine/answer';
import { texts as frame } from '../../src/runtime/texts';
import { texts as form } from '../../src/features/form/texts';
import { texts as timer } from '../../src/features/timer/timer';
import { texts as coupon } from '../../src/features/coupon/coupon';
import { texts as messenger } from '../../src/features/messenger/messenger';
import { settings as teaser } from '../../src/features/teaser/teaser';
import * as timerModule from '../../src/features/timer/timer';
import * as couponModule from '../../src/features/coupon/coupon';
import { show } from '../../src/runtime/runtime';
import * as formModule from '../../src/features/form/form';
import * as fieldsModule from '../../src/features/fields/fields';
import * as leadModule from '../../src/features/lead/lead';
import format5 from '../../src/formats/lightbox/format_5';
import { clock, request, sanitizing, shadow, TEMPLATE } from '../runtime/fixture';
import { warnings } from '../setup/helpers';

/** the seed's merge (server/seed.mjs): objects key by key, the rest replaced */
const merge = (a: any, b: any): any => {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = v && typeof v == 'object' && !Array.isArray(v) && a[k] && typeof a[k] == 'object' ? merge(a[k], v) : v;
  return out;
};
const seed = JSON.parse(readFileSync(new URL('../../server/seed/popups.json', import.meta.url), 'utf8'));
const fields = seed.popups.find((p: any) => p.id == 'fieldsenglish').popup;

/** every documented text field filled (docs/display-api.md "The popup object") */
const RICH = merge(merge(seed.defaults, fields), {
  poptin_id: 'abcdefghijklm',
  poptin_name: 'Field kinds',
  poptin_format: 'format_5',
  display: true,
  viewer_id: 'viewer-7',
  ab_test_parent_id: 'parent0000001',
  poptin_url: 'https://api.example/templates/abcdefghijklm.html',
  engagement_with_other_poptin_filter: 'show|seen_poptin|other|any',
  source_code_target_html: '<main',
  display_if_specific_js: [{ js_name_pair: 'exact@dataLayer', js_value_pair: 'any_value@', js_show_pair: 'show' }],
  display_if_specific_cookie: [{ cookie_name_pair: 'exact@seen', cookie_value_pair: 'any_value@', cookie_show_pair: 'show' }],
  design_properties: {
    poptin_design_show_x_comment: 'Close me',
    poptin_design_redirect_url: 'https://shop.example/thanks',
    submit_text: 'Join now',
    close_button_text: 'No thanks',
    messenger_page_id: '123',
    messenger_app_id: '456',
    messenger_sdk: 'https://connect.facebook.net/en_US/sdk.js',
    teaser: { 'tab-show': 'always', text: 'Open me', side: 'left', bg: '#000', fg: '#fff' },
    timer: { date: '2030-01-01', time: '10:00', timezone: '+02:00' },
    coupon: { code: 'SAVE10', coupon_type: 'code' },
  },
});

/** [path, value] of every string in `o`, lists' strings included */
const strings = (o: any, at: (string | number)[] = []): [(string | number)[], string][] =>
  Object.entries(o).flatMap(([k, v]) => {
    const p = [...at, Array.isArray(o) ? +k : k];
    return typeof v == 'string' ? [[p, v]] : v && typeof v == 'object' ? strings(v, p) : [];
  });

const get = (o: any, p: (string | number)[]) => p.reduce((x, k) => x?.[k], o);
const set = (o: any, p: (string | number)[], v: unknown) => (get(o, p.slice(0, -1))[p[p.length - 1]] = v);

const NESTED = { a: { b: { c: [{ d: { e: [1, { f: {} }] } }] } } };
const WRONG: [string, unknown][] = [
  ['a list', [1, 2]],
  ['an object', {}],
  ['a nested object', NESTED],
  ['a boolean', true],
];

// ids decide whether the popup is acted on at all (answer.ts), and the type and format pick its
// chunks: a wrong one there skips the popup (tested in engine.test.ts), so they are not fed here;
// nor is exit intent's 'yes'/'no', a flag: flags.ts unreadable() keeps a popup with an unreadable
// trigger unarmed (engine.test.ts)
const CHECKED = new Set(['poptin_id', 'poptin_type', 'poptin_format', 'display_after_exit_website_active']);
const paths = strings(RICH).filter(([p]) => !CHECKED.has(p[0] as string));

let c = clock();
const drawn = new Set<string>();
const errors: unknown[] = [];
const onError = (e: unknown) => errors.push(e);

/** what each chunk reads at its entry, in the order a popup meets them */
const entries = (p: any) => (teaser(p, 'en'), frame(p), form(p), [timer, coupon, messenger].forEach((f) => f(p.design_properties || {})));

/** the runtime draws popup `p` with the form, its choice fields, a timer and a coupon; resolves
 *  once painted */
async function draw(p: any) {
  const f = request({ popup: p, req: { html: TEMPLATE.replace('<a href', '<div data-lp="timer"></div><div data-lp="coupon"></div><a href') } });
  f.req.popup = p; // as checked, not merged with the fixture's defaults
  const h = await show(f.req, {
    load: sanitizing(async (x) =>
      x === 'features/form' ? formModule : x === 'features/fields' ? fieldsModule : x === 'features/lead' ? leadModule
        : x === 'features/timer' ? timerModule : x === 'features/coupon' ? couponModule : { default: format5 },
    ),
    timer: c.timer,
    go: () => {},
  });
  await settle();
  return h;
}

test.before(() => {
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
  window.addEventListener('error', onError);
});
test.after(() => {
  process.off('uncaughtException', onError);
  process.off('unhandledRejection', onError);
});
test.before.each(() => {
  reset();
  c = clock();
  errors.length = 0;
  (globalThis as any).innerWidth = 1280;
  (globalThis as any).innerHeight = 800;
});

test('the rich popup has every documented text field, and draws as it is', async () => {
  assert.ok(paths.length >= 60, `${paths.length} text fields`);
  const p = checkAnswer({ poptins: [structuredClone(RICH)] })!.poptins![0];
  entries(p);
  assert.equal(p, RICH, 'nothing is changed in a well-formed popup');
  const h = await draw(p);
  assert.ok(h && shadow()!.querySelector('[role=dialog]'));
  h!.destroy();
});

for (const [path, was] of paths) {
  const name = path.join('.');
  test(`${name}: a number becomes its digits, anything else is logged and absent`, async () => {
    for (const [what, bad] of [...WRONG, ['a number', 424242] as [string, unknown]]) {
      reset();
      const p0 = structuredClone(RICH);
      set(p0, path, structuredClone(bad));
      const a = checkAnswer({ poptins: [p0] });
      const p = a!.poptins![0];
      assert.ok(p, `${name} = ${what}: the popup is still shown`);
      entries(p);
      const now = get(p, path);
      if (typeof bad == 'number') assert.is(now, '424242', `${name} = a number: its digits`);
      else {
        // a list entry that is not text goes from the list; a field that is not text is absent
        assert.ok(typeof path[path.length - 1] == 'number' ? now !== bad && (now === undefined || typeof now == 'string') : now === undefined, `${name} = ${what}: absent`);
        // (log() prints a message once per page: the key's line may come from an earlier case)
        const k = path[path.length - (typeof path[path.length - 1] == 'number' ? 2 : 1)];
        assert.ok(warnings.some((w) => w.endsWith('Malformed, ignored: ' + k)), `${name} = ${what}: logged`);
      }
      // the four wrong types leave the same popup after the wire: it is drawn once (draws are the
      // test's time)
      const key = JSON.stringify(p);
      if (drawn.has(key)) continue;
      drawn.add(key);
      const h = await draw(p);
      assert.ok(h && shadow()?.querySelector('[role=dialog]'), `${name} = ${what}: drawn`);
      assert.equal(errors, [], `${name} = ${what}: nothing thrown into the page`);
      h!.destroy();
    }
    assert.ok(was !== undefined);
  });
}

test('a rendered text given as a number shows its digits', async () => {
  for (const path of [['design_properties', 'poptin_design_show_x_comment'], ['poptin_fields', 0, 'label'], ['poptin_fields', 1, 'label']]) {
    reset();
    const p0 = structuredClone(RICH);
    set(p0, path, 9876);
    const h = await draw(checkAnswer({ poptins: [p0] })!.poptins![0]);
    assert.match(shadow()!.textContent!, '9876', path.join('.'));
    h!.destroy();
  }
});

test("the answer's own texts and the upgrade popup's", () => {
  const a: any = { message: ['x'], country_code: 44, lang: {}, client_restriction_setting: { id: [1], upgrade_popup: { title: { t: 1 }, text: 12, url: true } } };
  answerTexts(a);
  assert.equal(a, { country_code: '44', client_restriction_setting: { upgrade_popup: { text: '12' } } });
  const b: any = { client_restriction_setting: 'off', poptins: [] };
  answerTexts(b);
  assert.is(b.client_restriction_setting, undefined);
});

test.run();
