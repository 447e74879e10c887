import { dom, reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { visit as read, VISITED_MAX } from '../../src/loader/visit';

/** a page view as the loader makes it: read, then (after call 1, in its own task) written */
const visit = (...a: Parameters<typeof read>) => {
  const v = read(...a);
  v.write();
  return v;
};
import { DAY } from '../../src/core/constants';

const URL0 = 'https://shop.example/products/shoes?utm=1';
const jar = (u = URL0): Record<string, any> => Object.fromEntries(dom.cookieJar.getCookiesSync(u).map((c: any) => [c.key, c]));
const lifetime = (name: string) => jar()[name]?.maxAge;

test.before.each(() => reset(URL0));

test('first visit: new session, ids and lifetimes from spec §9', () => {
  const v = visit(1_700_000_000_000, '', 'client42');
  assert.is(v.newSession, true);
  assert.is(lifetime('poptin_user_id'), (365 * DAY) / 1000);
  assert.is(lifetime('poptin_last_visit'), (365 * DAY) / 1000);
  assert.is(lifetime('poptin_session'), 30 * 60);
  assert.is(lifetime('poptin_visits'), (30 * DAY) / 1000);
  assert.is(lifetime('poptin_previous_url'), 120);
  assert.is(lifetime('poptin_site_start_client42'), 60);
  assert.is(jar().poptin_visits.value, '1');
  assert.is(jar().poptin_client_id.value, 'client42');
  assert.is(lifetime('poptin_client_id'), (365 * DAY) / 1000);
  assert.is(jar().poptin_old_user, undefined, 'a first visit is not an old user');
  assert.is(v.req.url, URL0);
  assert.is(v.req.domain, 'shop.example');
  assert.is(v.req.previous_url, '');
  assert.is(v.req.origin_landing_page, URL0);
  assert.is(v.req.if_page_refreshed, 0);
  assert.is(v.req.preview_poptin_id, undefined);
  // the user id written on this very page view is sent (call 6 reports it as `visitor`)
  assert.is(v.req.cookies.poptin_user_id, jar().poptin_user_id.value);
});

test('reading writes nothing: the cookies and storage change only when write() runs', () => {
  const v = read(1000, '', 'client42');
  assert.equal(jar(), {}, 'no cookie yet');
  assert.is(localStorage.length + sessionStorage.length, 0, 'no storage yet');
  assert.ok(v.req.cookies.poptin_user_id, 'yet call 1 already carries the new user id');
  v.write();
  assert.is(jar().poptin_user_id.value, v.req.cookies.poptin_user_id, 'the one call 1 sent');
  assert.is(sessionStorage.getItem('poptin_page_views'), '1');
});

test('second page: same session, previous url, visited lists with and without stamps', () => {
  visit(1000, '', 'client42');
  const CART = 'https://shop.example/cart';
  dom.reconfigure({ url: CART });
  const v = visit(2000, '', 'client42');
  assert.is(v.newSession, false);
  assert.is(jar(CART).poptin_visits.value, '1', 'still the first visit');
  assert.is(v.req.previous_url, URL0);
  assert.is(v.req.previous_visited_pages, URL0);
  assert.is(v.req.previous_visited_pages_with_time_stamp, URL0 + '~1000');
  assert.is(localStorage.getItem('poptin_visited_pages'), URL0 + '|' + CART);
  assert.is(v.req.origin_landing_page, URL0, 'landing page kept for the session');
  assert.ok(v.req.cookies.poptin_user_id, 'our cookies are sent');
});

test('a returning visitor gets the old-user cookie for about 2 days', () => {
  visit(1000, '', 'client42');
  visit(2000, '', 'client42');
  assert.is(jar().poptin_old_user.value, '1');
  assert.is(lifetime('poptin_old_user'), (2 * DAY) / 1000);
});

test('the session cookie is among those kept alive while the page stays open', () => {
  const v = visit(1000, '', 'client42');
  const minute = v.keep.slice(0, 3).map((k) => k[0]);
  assert.equal(minute, ['poptin_referrer', 'poptin_previous_url', 'poptin_session']);
  assert.equal(v.keep.slice(3).map((k) => [k[0], k[2]]), [['poptin_site_start_client42', 60000]]);
});

test('a lapsed session counts a new visit', () => {
  visit(1000, '', 'client42');
  document.cookie = 'poptin_session=;max-age=0;path=/';
  const v = visit(2000, '', 'client42');
  assert.is(v.newSession, true);
  assert.is(jar().poptin_visits.value, '2');
});

test('visited lists are bounded', () => {
  for (let i = 0; i < VISITED_MAX + 5; i++) {
    dom.reconfigure({ url: 'https://shop.example/p' + i });
    visit(i, '', 'client42');
  }
  assert.is(localStorage.getItem('poptin_visited_pages')!.split('|').length, VISITED_MAX);
});

test('external referrer is kept as a marker, internal referrer is not', () => {
  Object.defineProperty(document, 'referrer', { value: 'https://search.example/q?x', configurable: true });
  assert.is(visit(1, '', 'client42').req.referrer, 'https://search.example/q?x');
  Object.defineProperty(document, 'referrer', { value: 'https://shop.example/home', configurable: true });
  assert.is(visit(2, '', 'client42').req.referrer, 'https://search.example/q?x', 'marker survives the internal click');
  delete (document as any).referrer;
});

test('host cookies are not sent, only ours', () => {
  document.cookie = 'session_secret=abc;path=/';
  assert.is(visit(1, '', 'client42').req.cookies.session_secret, undefined);
});

test('preview id goes with cancel_visitor_count', () => {
  const v = visit(1, 'abcdefghijklm', 'client42');
  assert.is(v.req.preview_poptin_id, 'abcdefghijklm');
  assert.is(v.req.cancel_visitor_count, 1);
});

test('blocked storage: logged, payload still built', () => {
  const ls = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
  const wls = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  const boom = { get() { throw new Error('SecurityError'); }, configurable: true };
  Object.defineProperty(window, 'localStorage', boom);
  Object.defineProperty(globalThis, 'localStorage', boom);
  const warn = console.warn;
  const logged: string[] = [];
  console.warn = (m: string) => logged.push(m);
  try {
    const v = visit(1, '', 'client42');
    assert.is(v.req.previous_visited_pages, '');
    assert.ok(logged.some((m) => m.includes('Storage unsupported')));
  } finally {
    console.warn = warn;
    Object.defineProperty(window, 'localStorage', wls);
    Object.defineProperty(globalThis, 'localStorage', ls);
  }
});


test("issue 20, §3 session storage: this session's page views; the session time cookie per account", () => {
  visit(1000, '', 'client42');
  visit(2000, '', 'client42');
  assert.is(sessionStorage.getItem('poptin_page_views'), '2');
  sessionStorage.clear(); // a new browser session
  visit(3000, '', 'other7');
  assert.is(sessionStorage.getItem('poptin_page_views'), '1');
  assert.ok(jar().poptin_site_start_client42 && jar().poptin_site_start_other7, 'one session time per account');
});

test.run();
