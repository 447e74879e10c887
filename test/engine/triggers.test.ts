import { reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { arm, type Platform } from '../../src/engine/triggers';
import { triggers } from '../../src/features/conditions/conditions';
import { listeners } from '../../src/core/listen';
import { setCookie } from '../../src/core/storage';
import type { Popup } from '../../src/popup/wire';
import { clock, type Clock, pid, popup, restoreConsole, T0, warnings } from '../setup/helpers';

let c: Clock, P: Platform, fired: string[], L: ReturnType<typeof listeners>;
test.before.each(() => {
  reset();
  c = clock();
  L = listeners();
  P = { now: c.now, on: L.on, timer: c.timer, t0: T0, id: 'client1' };
  fired = [];
});
test.after.each(() => L.off());
test.after(restoreConsole);

// the engine arms the rarer triggers (features/conditions/conditions.ts) with the common ones: the same here
const go = (extra: Partial<Popup>) => arm(popup('a', extra), P, (t) => fired.push(t), triggers);
const mouse = (type: string, init: MouseEventInit) => document.dispatchEvent(new MouseEvent(type, { bubbles: true, ...init }));

test('P11 no trigger configured: fires at once', () => {
  go({});
  assert.equal(fired, ['page_load']);
});

test('P11 seconds on page', () => {
  go({ display_after_sec_active: 5 });
  c.tick(4999);
  assert.equal(fired, []);
  c.tick(1);
  assert.equal(fired, ['sec']);
  c.tick(60000);
  assert.equal(fired, ['sec'], 'once');
});

test('P11 seconds on website: counts from the session start cookie the loader keeps', () => {
  setCookie('poptin_site_start_client1', String(c.now() - 3000), 60000);
  go({ display_after_sec_active: 5, display_after_sec_active_on: 'website' });
  c.tick(1999);
  assert.equal(fired, []);
  c.tick(1);
  assert.equal(fired, ['website_sec']);
});

test('P11 seconds on website: already spent → fires at once (max(0, N - elapsed))', () => {
  setCookie('poptin_site_start_client1', String(c.now() - 20000), 60000);
  go({ display_after_sec_active: 5, display_after_sec_active_on: 'website' });
  c.tick(0);
  assert.equal(fired, ['website_sec']);
});

test('P11 seconds on website without the cookie: counts from now', () => {
  go({ display_after_sec_active: 5, display_after_sec_active_on: 'website' });
  c.tick(4999);
  assert.equal(fired, []);
  c.tick(1);
  assert.equal(fired, ['website_sec']);
});

/** A page whose scrollable height is 1000 px while `fn` runs; `to(y)` scrolls it to y. */
const scrollable = (fn: (to: (y: number) => void) => void) => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 1000 + window.innerHeight, configurable: true });
  try {
    fn((y) => (((window as any).scrollY = y), window.dispatchEvent(new Event('scroll'))));
  } finally {
    (window as any).scrollY = 0;
    delete (document.documentElement as any).scrollHeight;
  }
};

test('P11 scroll percent of the scrollable height', () => {
  scrollable((to) => {
    go({ display_after_scroll_active: 50 });
    to(400);
    assert.equal(fired, []);
    to(500);
    assert.equal(fired, ['scroll']);
  });
});

test('P11 page click count', () => {
  go({ display_after_page_click_number_active: 3 });
  document.body.click();
  document.body.click();
  assert.equal(fired, []);
  document.body.click();
  assert.equal(fired, ['click_number']);
  document.body.click();
  assert.equal(fired, ['click_number']);
});

test('P11 page-visit count: per popup in sessionStorage, once per page view', () => {
  const p = { display_after_visit_page_active: 3 };
  go(p);
  go(p);
  assert.equal(fired, []);
  assert.is(sessionStorage.getItem('poptin_pv_' + pid('a')), '2');
  go(p);
  assert.equal(fired, ['visit_page']);
});

test('P11 inactivity: activity restarts the count', () => {
  go({ display_after_inactive_seconds_active: 10 });
  c.tick(6000);
  mouse('mousemove', {});
  c.tick(9999);
  assert.equal(fired, [], 'moved at 6 s: not at 10 s');
  document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  c.tick(9999);
  assert.equal(fired, []);
  c.tick(1);
  assert.equal(fired, ['inactive']);
});

test('P11 exit intent: pointer leaves the window at the top', () => {
  go({ display_after_exit_website_active: 'yes' });
  mouse('mouseout', { clientY: 200 });
  mouse('mouseout', { clientY: 0, relatedTarget: document.body });
  assert.equal(fired, []);
  mouse('mouseout', { clientY: -3 });
  assert.equal(fired, ['exit']);
});

test('page weight: near() comes before each foreseeable trigger, never after it fires', () => {
  let near: string[] = [];
  const arming = (x: Partial<Popup>, tag: string) => arm(popup('a', x), P, (t) => fired.push(t), triggers, () => near.push(tag));
  // seconds: 3 s before (counted from the page start, spec item 3)
  arming({ display_after_sec_active: 10 }, 'sec');
  c.tick(6999);
  assert.equal(near, []);
  c.tick(1);
  assert.equal(near, ['sec']);
  c.tick(3000);
  assert.equal(fired, ['sec']);
  // scroll: past half the threshold
  scrollable((to) => {
    near = [];
    arming({ display_after_scroll_active: 60 }, 'scroll');
    to(250);
    assert.equal(near, []);
    to(300);
    assert.equal(near, ['scroll']);
  });
  // clicks: the pointer going down for the click before the last
  near = [];
  arming({ display_after_page_click_number_active: 3 }, 'click');
  const down = () => document.dispatchEvent(new Event('pointerdown'));
  down(), document.body.click();
  assert.equal(near, []);
  down();
  assert.equal(near, ['click']);
  // exit intent: moving up in the top quarter
  near = [];
  arming({ display_after_exit_website_active: 'yes' }, 'exit');
  mouse('mousemove', { clientY: 100, movementY: 4 } as MouseEventInit);
  mouse('mousemove', { clientY: 600, movementY: -4 } as MouseEventInit);
  assert.equal(near, []);
  mouse('mousemove', { clientY: 100, movementY: -4 } as MouseEventInit);
  assert.equal(near, ['exit']);
});

test('spec item 3: seconds on page count from the page start, not from arming', () => {
  arm(popup('a', { display_after_sec_active: 5 }), { ...P, t0: T0 - 3500 }, (t) => fired.push(t));
  c.tick(1499);
  assert.equal(fired, []);
  c.tick(1);
  assert.equal(fired, ['sec']);
});

test('P11 readable spellings: numbers as strings, flags as wire.ts spells them, off values', () => {
  go({ display_after_sec_active: '5' as any });
  c.tick(5000);
  assert.equal(fired, ['sec']);
  go({ display_after_exit_website_active: 1 as any });
  mouse('mouseout', { clientY: 0 });
  assert.equal(fired, ['sec', 'exit']);
  go({ display_after_sec_active: '' as any, display_after_scroll_active: 0, display_after_exit_website_active: 'no', source_code_target_active: false });
  assert.equal(fired, ['sec', 'exit', 'page_load']);
});

test("P11 exit intent 'no' is not a trigger", () => {
  go({ display_after_exit_website_active: 'no' });
  assert.equal(fired, ['page_load']);
});

test('P11 source code target (contain): already in the page', () => {
  document.body.innerHTML = '<div class="checkout-step">';
  go({ source_code_target_active: 1, source_code_target_role: 'contain', source_code_target_html: 'checkout-step' });
  assert.equal(fired, ['source_code']);
  assert.is(c.pending(), 0, 'the check timer was disposed');
});

test('P11 source code target (contain): appears later, checked after mutations (throttled 500 ms)', async () => {
  go({ source_code_target_active: 1, source_code_target_html: 'thank-you-banner' });
  c.tick(500);
  assert.equal(fired, []);
  document.body.innerHTML = '<p class="thank-you-banner">';
  await Promise.resolve(); // MutationObserver records are delivered as a microtask
  c.tick(499);
  assert.equal(fired, []);
  c.tick(1);
  assert.equal(fired, ['source_code']);
});

test('P11 several triggers: the first to fire wins, the others are disarmed', () => {
  go({ display_after_sec_active: 5, display_after_page_click_number_active: 1, display_after_exit_website_active: 'yes' });
  document.body.click();
  c.tick(10000);
  mouse('mouseout', { clientY: 0 });
  assert.equal(fired, ['click_number']);
  assert.is(c.pending(), 0);
});

test('P11 the disposer removes listeners and timers', () => {
  const off = go({ display_after_sec_active: 5, display_after_exit_website_active: 'yes' });
  off();
  c.tick(10000);
  mouse('mouseout', { clientY: 0 });
  assert.equal(fired, []);
});

test.run();
