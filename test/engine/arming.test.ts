// The arming table (engine/start.ts ARMING, docs/CONTRIBUTING.md "How to add an arming row"): a
// new way to arm a popup (later the cart) is one row, and the engine loads its chunk at the right
// step and arms with it. Each test adds a row of each kind, as the cart will, and takes it out.
import { reset, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { engine } from '../../src/engine/engine';
import { ARMING, type Arming } from '../../src/engine/start';
import type { EngineModule, ShowRequest } from '../../src/popup/rungs';
import type { Make } from '../../src/engine/triggers';
import { BASE, boot, clock, type Clock, fakeListeners, pid, popup, restoreConsole, warnings } from '../setup/helpers';

/** the chunks the engine asked for, in order, and a runtime.js stand-in that records what shows */
let urls: string[], shown: ShowRequest[], mods: Record<string, unknown>, c: Clock, e: EngineModule;
const importer = async (u: string): Promise<any> => {
  urls.push(u);
  const name = u.slice(BASE.length, -3);
  if (name in mods) return mods[name];
  if (name == 'runtime') return { show: async (req: ShowRequest) => (shown.push(req), { close() {}, destroy() {} }) };
  throw new Error('chunk 404: ' + name);
};
const row = (r: Arming) => (ARMING.push(r), r);
const A = pid('a');

test.before.each(() => {
  reset();
  urls = [];
  shown = [];
  mods = {};
  c = clock();
  e = engine(importer, c.now, fakeListeners(c));
});
test.after.each(() => {
  e.stop();
  ARMING.splice(4);
});
test.after(restoreConsole);

test('the table holds conditions, shopify, wix, woo, teaser and inline, in the order they load', () => {
  assert.equal(ARMING.map((r) => [r[0], !!r[2], r[3] || '']), [['conditions', false, ''], ['shopify', false, ''], ['wix', false, ''], ['woo', false, ''], ['teaser', true, 'Teaser'], ['inline', true, '']]);
});

test('P27: the Shopify chunk is needed on a Shopify page (Boot.store) and by a popup with the cart trigger on, never otherwise', () => {
  const need = ARMING.find((r) => r[0] == 'shopify')![1];
  const shop = boot([], { store: { store_integration: 'shopify' } }), other = boot([]), wix = boot([], { store: { store_integration: 'wix' } });
  assert.equal([need(popup('a'), shop), need(popup('a'), other), need(popup('a'), wix)].map(Boolean), [true, false, false]);
  assert.ok(need(popup('a', { shopify_cart_trigger_active: '1' } as object), other), 'its trigger must not fall back to page_load');
  assert.not.ok(need(popup('a', { shopify_cart_trigger_active: 0 } as object), other));
  // on a WooCommerce page its adapter lends the trigger on the same fields: no Shopify chunk there
  assert.not.ok(need(popup('a', { shopify_cart_trigger_active: '1' } as object), boot([], { store: { store_integration: 'woocommerce' } })));
});

test('P27: the Wix chunk on a Wix page and for a popup with the Wix cart trigger on; the Woo chunk on a WooCommerce page only', () => {
  const wixNeed = ARMING.find((r) => r[0] == 'wix')![1], wooNeed = ARMING.find((r) => r[0] == 'woo')![1];
  const at = (s?: string) => boot([], s ? { store: { store_integration: s } } : {});
  assert.equal([wixNeed(popup('a'), at('wix')), wixNeed(popup('a'), at()), wixNeed(popup('a'), at('shopify'))].map(Boolean), [true, false, false]);
  assert.ok(wixNeed(popup('a', { wix_cart_trigger_active: '1' } as object), at()), 'its trigger must not fall back to page_load');
  assert.equal([wooNeed(popup('a'), at('woocommerce')), wooNeed(popup('a'), at()), wooNeed(popup('a', { shopify_cart_trigger_active: '1' } as object), at('shopify'))].map(Boolean), [true, false, false]);
});

test('a row that lends triggers and filters: loaded before the filters for the popups it names; its triggers join the others, its filters decide', async () => {
  let fire: ((t: string) => void) | undefined;
  const cart: Make = (p, P, f) => (p.poptin_name == 'cart' ? ((fire = f), () => {}) : undefined);
  mods['features/cart'] = { triggers: [cart], filters: async (p: { poptin_id: string }) => p.poptin_id == A };
  row(['cart', (p) => p.poptin_name == 'cart']);
  // A and B turn it on (B fails its filter), the third popup does not: one load each, no more
  e.start(boot([popup('a', { poptin_name: 'cart' }), popup('b', { poptin_name: 'cart' }), popup('c', { display_after_sec_active: 60 })]));
  await until(() => fire && c.pending() == 2); // the third popup's 60 s trigger and its prefetch timer
  await settle();
  assert.equal(urls, [BASE + 'features/cart.js', BASE + 'features/cart.js']);
  assert.is(shown.length, 0, 'armed on the lent trigger alone, not shown on page load');
  fire!('cart');
  await until(() => shown.length == 1);
  assert.equal([shown[0].popup.poptin_id, shown[0].trigger], [A, 'cart']);
});

test('a named row arms beside the triggers once the popup passed its filters; its go() shows the popup once; a failure costs it only', async () => {
  let go: (t: string) => unknown = () => {};
  let armed: string[] = [];
  mods['features/extra'] = { tab: 1 };
  row(['extra', (p) => p.poptin_name != 'plain', (m, p, g) => ((go = g), armed.push(p.poptin_id + m.tab), () => (armed = armed.filter((x) => x != p.poptin_id + m.tab))), 'Extra']);
  // B is filtered out (it is engaged with A's view, which never happened): no chunk for it
  e.start(boot([popup('a', { display_after_sec_active: 60 }), popup('b', { engagement_with_other_poptin_filter: 'show|seen_poptin|other|' + A })]));
  await until(() => armed.length == 1);
  assert.equal(urls, [BASE + 'features/extra.js']);
  assert.equal(armed, [A + '1']);
  assert.is(c.pending(), 2, "A's own trigger is armed too");
  go('extra');
  go('extra');
  await until(() => shown.length == 1);
  await settle();
  assert.equal([shown.length, shown[0].trigger], [1, 'extra']);
  e.stop();
  assert.equal(armed, [], 'stop() called its disposer');
  // a chunk that fails to load: a log line, the popup armed and shown as usual
  delete mods['features/extra'];
  e.start(boot([popup('c')]));
  await until(() => shown.length == 2);
  assert.is(shown[1].trigger, 'page_load');
  assert.ok(warnings.includes('[poptin] Extra failed to load'));
});

test('an unnamed row arms instead of the triggers; its failure leaves the popup unarmed', async () => {
  let go: (t: string) => unknown = () => {};
  mods['features/solo'] = {};
  row(['solo', (p) => p.poptin_name == 'solo', (m, p, g) => ((go = g), () => {})]);
  e.start(boot([popup('a', { poptin_name: 'solo' })]));
  await until(() => urls.length == 1);
  await settle();
  assert.is(shown.length, 0, 'no page_load: it has no triggers');
  go('solo');
  await until(() => shown.length == 1);
  assert.is(shown[0].trigger, 'solo');
  e.stop();
  delete mods['features/solo'];
  e.start(boot([popup('b', { poptin_name: 'solo' })]));
  await until(() => warnings.includes('[poptin] Arming failed'));
  await settle();
  assert.is(shown.length, 1, 'B is not shown');
});

test.run();
