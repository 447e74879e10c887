import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { engine } from '../../src/engine/engine';
import type { CloseTrigger, EngineModule, PopupHandle, ShowRequest } from '../../src/popup/rungs';
import { seenValue } from '../../src/engine/frequency';
import { getCookie } from '../../src/core/storage';
import type { Popup } from '../../src/popup/wire';
import { API, BASE, boot, clock, type Clock, fakeListeners, maxAge, pid, popup, request, restoreConsole, T0, warnings } from '../setup/helpers';

interface Shown extends PopupHandle {
  req: ShowRequest;
  host: HTMLElement;
  destroyed: number;
  /** with fade: the end of the exit fade after a close (onRemoved) */
  end?: () => void;
}

/** runtime.js stand-in: mounts the html in an open shadow root and hands back a handle */
function fakeRuntime() {
  const shown: Shown[] = [];
  const urls: string[] = [];
  let fail = 0;
  /** closes leave the popup fading out until its end() */
  const o = { fade: false };
  const importer = async (u: string): Promise<any> => {
    urls.push(u);
    // feature chunks (features/upgrade/upgrade.ts, features/conditions/conditions.ts,
    // features/teaser/teaser.ts) are the real modules
    if (u == BASE + 'features/upgrade.js') return import('../../src/features/upgrade/upgrade');
    if (u == BASE + 'features/conditions.js') return import('../../src/features/conditions/conditions');
    if (fail && fail--) throw new Error('chunk 404');
    if (u == BASE + 'features/teaser.js') return import('../../src/features/teaser/teaser');
    return {
      async show(req: ShowRequest) {
        const host = document.createElement('div');
        host.attachShadow({ mode: 'open' }).innerHTML = req.html;
        document.body.append(host);
        const h: Shown = {
          req,
          host,
          destroyed: 0,
          close(t: CloseTrigger) {
            req.onClose(t);
            h.end = () => (host.remove(), req.onRemoved());
            o.fade || h.end();
          },
          destroy() {
            h.destroyed++;
            host.remove();
          },
        };
        shown.push(h);
        return h;
      },
    };
  };
  return { shown, urls, importer, failNext: () => (fail = 1), o };
}

let c: Clock, rt: ReturnType<typeof fakeRuntime>, e: EngineModule;
test.before.each(() => {
  reset();
  c = clock();
  rt = fakeRuntime();
  e = engine(rt.importer, c.now, fakeListeners(c));
});
test.after.each(() => e.stop());
test.after(restoreConsole);

const A = pid('a'), B = pid('b');
const ids = () => rt.shown.map((s) => s.req.popup.poptin_id);

test('start: a popup without triggers shows at once through runtime.js', async () => {
  e.start(boot([popup('a')]));
  await until(() => rt.shown.length == 1);
  const r = rt.shown[0].req;
  assert.is(r.popup.poptin_id, A);
  assert.is(r.html, '<div data-lp="main"><h2 data-lp="title">Hello a</h2></div>');
  assert.is(r.trigger, 'page_load');
  assert.is(r.index, 0);
  assert.is(r.lang, 'en');
  assert.is(r.preview, false);
  assert.is(r.freemium, false);
  assert.equal([r.base, r.api, r.clientId, r.nonce], [BASE, API, 'client1', 'n0nce']);
  assert.equal(rt.urls, [BASE + 'runtime.js']);
});

test('runtime.js is imported once; each popup gets the next index; lang and freemium from the answer', async () => {
  const b = boot([popup('a', { poptin_type: 'bar' }), popup('b', { poptin_type: 'bar' })]);
  b.answer.lang = 'he';
  b.answer.if_freemium = 1;
  e.start(b);
  await until(() => rt.shown.length == 2);
  assert.equal(rt.urls, [BASE + 'runtime.js']);
  assert.equal(rt.shown.map((s) => s.req.index).sort(), [0, 1]);
  assert.equal([rt.shown[0].req.lang, rt.shown[0].req.freemium], ['he', true]);
});

test('P33 malformed entries are a log line and skipped, never an exception', async () => {
  e.start(boot([null, { ...popup('x'), poptin_id: 'short' }, { ...popup('y'), poptin_type: 'nope' }, { ...popup('z'), poptin_format: 1 }, popup('a')]));
  // the entries are checked in start() itself, before anything is armed: A showing proves it
  await until(() => rt.shown.length == 1);
  assert.equal(ids(), [A]);
  assert.ok(warnings.some((w) => w.includes('Malformed popup entry skipped')));
  e.stop();
  e.start(boot(['junk' as any]));
  e.start({ ...boot([]), answer: 'junk' as any });
});

test('spec item 7: an unreadable trigger, on_click, filter or rule value is logged and never armed, not shown at load', async () => {
  const bad: [string, Partial<Popup>][] = [
    ['on_click', { on_click: 'true' as any }],
    ['on_click', { on_click: -1 as any }],
    ['on_click', { on_click: 'x' as any }],
    ['on_click', { on_click: {} as any }],
    ['display_after_visit_page_active', { display_after_visit_page_active: true as any }],
    ['display_after_sec_active', { display_after_sec_active: '5s' as any }],
    ['display_after_exit_website_active', { display_after_exit_website_active: 'true' as any }],
    ['display_after_inactive_seconds_active', { display_after_inactive_seconds_active: -10 }],
    ['display_after_page_click_number_active', { display_after_scroll_active: 50, display_after_page_click_number_active: {} as any }],
    ['display_if_adblock_active', { display_if_adblock_active: 'true' as any }],
    ['poptin_new_session', { poptin_new_session: 2 as any }],
  ];
  // the last popup is readable ('5' seconds, flags as wire.ts spells them): it shows, so the
  // engine went through the whole list
  const good = popup('ok', { display_after_sec_active: '5' as any, on_click: 0, display_after_exit_website_active: 'no', ab_test: '0' });
  e.start(boot([...bad.map(([, x], i) => popup('bad' + i, x)), good]));
  await until(() => c.pending() == 2); // the good popup's timer and its prefetch timer: nothing else
  c.tick(60000);
  document.body.click();
  await until(() => rt.shown.length == 1);
  assert.equal(ids(), [pid('ok')]);
  assert.is(rt.shown[0].req.trigger, 'sec');
  for (const [f] of bad) assert.ok(warnings.includes('[poptin] Unreadable field: ' + f), f);
});

test('security item 3: one answer arms at most 100 popups (logged once), reading the cookies once for all', async () => {
  const many = Array.from({ length: 150 }, (_, i) => popup('m' + i, { display_after_sec_active: 600, engagement_with_other_poptin_filter: 'show|seen_poptin|other|any' }));
  // every popup's rules and filter would read cookies: count the reads of document.cookie
  const d = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Object.getPrototypeOf(document)), 'cookie') || Object.getOwnPropertyDescriptor(Object.getPrototypeOf(document), 'cookie')!;
  let reads = 0;
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => (reads++, d.get!.call(document)), set: (v) => d.set!.call(document, v) });
  document.cookie = 'poptin_view_zzzzzzzzzzzzz=o';
  try {
    e.start(boot(many));
    e.start(boot(many)); // a second answer (SPA re-init): logged once, not twice
    await until(() => c.pending() == 200); // 100 popups, each a trigger timer and its prefetch timer
    assert.ok(reads <= 2, 'document.cookie read once per answer, not per popup: ' + reads);
  } finally {
    delete (document as any).cookie;
  }
  c.tick(1000);
  assert.is(c.pending(), 200, 'the other 50 are not armed');
  assert.is(warnings.filter((w) => w == '[poptin] Over 100 popups in one answer: the rest are ignored').length, 1);
});

test('security item 3: an answer at the cap is armed 20 popups a task', async () => {
  const many = Array.from({ length: 100 }, (_, i) => popup('t' + i, { display_after_sec_active: 600 }));
  e.start(boot(many));
  // microtasks only: the first task's popups, each a trigger timer and its prefetch timer
  for (let i = 0; i < 20; i++) await null;
  assert.is(c.pending(), 40);
  await until(() => c.pending() == 200);
});

test('P13 rules run before anything is fetched: a once-a-visitor popup already seen stays hidden', async () => {
  document.cookie = `poptin_freq_${A}=${encodeURIComponent(seenValue(T0 - 1000, 1))};path=/`;
  e.start(boot([popup('a', { d_f_r: 'all@display_once_a_visitor_2', poptin_url: 'https://cdn.example/a.html', poptin: undefined }), popup('b')]));
  // start() runs the rules of A, then of B, before either is prepared: B showing proves A's ran
  // (had A passed, its template request would be recorded, and A would show first: same queue)
  await until(() => rt.shown.length == 1);
  assert.equal(ids(), [B]);
  assert.not.ok(calls.some((x) => x.url.includes('a.html')), 'no template download for a hidden popup');
});

test('P12 filters: a popup whose cookie filter fails is not shown', async () => {
  const vip = (show: 'show' | 'dont_show'): Partial<Popup> => ({
    poptin_type: 'bar',
    display_if_specific_cookie_active: 1,
    display_if_specific_cookie: [{ cookie_name_pair: 'vip', cookie_value_pair: 'any_value', cookie_show_pair: show }],
  });
  // no vip cookie: A fails its filter, B (the same filter, dont_show) passes. Both take the same
  // steps (conditions chunk, filters, template, triggers, runtime) and A starts first, so B
  // showing proves A's filter was decided.
  e.start(boot([popup('a', vip('show')), popup('b', vip('dont_show'))]));
  await until(() => rt.shown.length == 1);
  assert.equal(ids(), [B]);
});

test('P11/P12 the rarer triggers and filters come from features/conditions.js, fetched only for a popup that uses one', async () => {
  e.start(boot([popup('a', { display_after_sec_active: 5, display_after_scroll_active: 50, display_after_exit_website_active: 'yes' })]));
  await until(() => c.pending() == 2); // armed: the 5 s timer and its prefetch timer
  assert.equal(rt.urls, [], 'seconds, scroll and exit intent: no extra request');
  e.stop();
  e.start(boot([popup('b', { display_after_inactive_seconds_active: 10 })]));
  await until(() => rt.urls.length == 1);
  assert.equal(rt.urls, [BASE + 'features/conditions.js']);
  await until(() => c.pending() == 1); // the inactivity timer
  c.tick(10000);
  await until(() => rt.shown.length == 1);
  assert.is(rt.shown[0].req.trigger, 'inactive');
});

const tabButton = () => document.querySelector('poptin-teaser')?.shadowRoot?.querySelector('button') || null;

test('P17 a popup with is_teasers_on gets features/teaser.js; its tab opens it, refused while open, again after a close', async () => {
  e.start(boot([popup('a', { is_teasers_on: 1, display_after_exit_website_active: 'yes' }), popup('b', { display_after_exit_website_active: 'yes' })]));
  await until(() => tabButton());
  assert.equal(rt.urls, [BASE + 'features/teaser.js'], 'only for the popup that has a tab');
  c.tick(500);
  tabButton()!.click();
  await until(() => rt.shown.length == 1);
  assert.equal([ids(), rt.shown[0].req.trigger], [[A], 'teaser']);
  tabButton()!.click();
  await settle();
  assert.is(rt.shown.length, 1, 'the press while it was open did nothing');
  rt.shown[0].close('cancel_click');
  await settle();
  assert.is(rt.shown.length, 1, 'nor after the close');
  tabButton()!.click();
  await until(() => rt.shown.length == 2);
  assert.equal(ids(), [A, A], 'the one after the close shows it again');
  // a press while the closed popup fades out is tried again until it is gone
  rt.o.fade = true;
  rt.shown[1].close('cancel_click');
  tabButton()!.click();
  c.tick(300);
  await settle();
  assert.is(rt.shown.length, 2, 'not over the fading copy');
  rt.shown[1].end!();
  c.tick(100);
  await until(() => rt.shown.length == 3);
  assert.equal(ids(), [A, A, A]);
  e.stop();
  assert.is(tabButton(), null, 'stop() takes the tab off the page');
});

test('P17 no tab for an inline popup; a tab chunk that fails to load is a log line and the popup is armed as usual', async () => {
  e.start(boot([popup('a', { is_teasers_on: 1, poptin_type: 'embedded' })]));
  await until(() => rt.urls.length == 1);
  assert.equal(rt.urls, [BASE + 'features/inline.js']);
  e.stop();
  rt.urls.length = 0;
  rt.failNext();
  e.start(boot([popup('b', { is_teasers_on: 1 })]));
  await until(() => rt.shown.length == 1);
  assert.equal(ids(), [B]);
  assert.ok(warnings.includes('[poptin] Teaser failed to load'));
  assert.is(tabButton(), null);
});

test('P04 a template that fails to download drops the popup silently', async () => {
  respond((u) => (u.endsWith('/ok.html') ? { body: '<p>ok</p>' } : undefined));
  // A's download fails, B's succeeds: the same steps, A first, so B showing proves A was dropped
  e.start(boot([popup('a', { poptin_type: 'bar', poptin_url: 'https://cdn.example/404.html' }), popup('b', { poptin_type: 'bar', poptin_url: 'https://cdn.example/ok.html' })]));
  await until(() => rt.shown.length == 1);
  assert.equal(ids(), [B]);
  assert.ok(calls.some((x) => x.url == 'https://cdn.example/404.html'), 'A was requested');
  assert.ok(warnings.includes('[poptin] Template download failed'));
});

test('P11 triggers are armed: a 5-second popup shows after 5 s, once per page view', async () => {
  e.start(boot([popup('a', { display_after_sec_active: 5, display_after_page_click_number_active: 1 })]));
  await until(() => c.pending() == 2); // the 5-second timer and its prefetch 3 s before: armed
  c.tick(4999);
  assert.is(c.pending(), 1, 'the 5-second timer has not fired');
  c.tick(1);
  await until(() => rt.shown.length == 1);
  assert.is(rt.shown[0].req.trigger, 'sec');
  rt.shown[0].close('cancel_click');
  document.body.click();
  c.tick(10000);
  // a popup launched now goes through the same show path: once it is shown, a second showing
  // of A (had the click trigger fired) would have been recorded before it
  respond((u) => (u.endsWith('/click/' + B) ? { body: { poptins: [popup('b', { poptin_type: 'bar' })] } } : undefined));
  e.open(B, 'manual');
  await until(() => rt.shown.length >= 2);
  assert.equal(ids(), [A, B]);
});

test('P11 a popup already shown on this page view (poptin.show) is not shown again by its trigger', async () => {
  respond((u) => (u.includes('/click/') ? { body: { poptins: [popup(u.endsWith(A) ? 'a' : 'b', { poptin_type: 'bar' })] } } : undefined));
  e.start(boot([popup('a', { poptin_type: 'bar', display_after_sec_active: 5 })]));
  await until(() => c.pending() == 2); // A's timer and its prefetch timer: armed
  e.open(A, 'manual');
  await until(() => rt.shown.length == 1);
  rt.shown[0].close('cancel_click');
  c.tick(5000);
  // B opens through the same show path after A's trigger fired: once B shows, a second A would have
  e.open(B, 'manual');
  await until(() => rt.shown.length >= 2);
  assert.equal(ids(), [A, B]);
  assert.equal(rt.shown.map((x) => x.req.trigger), ['manual', 'manual']);
});

test('P13 queue: a second lightbox waits until the first is removed', async () => {
  e.start(boot([popup('a'), popup('b'), popup('c', { poptin_type: 'bar' })]));
  // A, B and C arm in order: by the time C shows, B has been handed to the queue
  await until(() => rt.shown.length == 2);
  assert.equal(ids().sort(), [A, pid('c')].sort());
  rt.shown.find((s) => s.req.popup.poptin_id == A)!.close('cancel_click');
  await until(() => rt.shown.length == 3);
  assert.is(rt.shown[2].req.popup.poptin_id, B);
});

test('P14 lifecycle: view reports call 5 and returns its id, close reports call 7', async () => {
  respond((u) => (u.includes('/viewed/') ? { body: { poptin_view_id: 'v9' } } : undefined));
  e.start(boot([popup('a')]));
  await until(() => rt.shown.length == 1);
  assert.is(await rt.shown[0].req.onView(), 'v9');
  assert.ok(calls.some((x) => x.url == `${API}/api/display/viewed/${A}` && JSON.parse(x.body).trigger == 'page_load'));
  assert.is(getCookie('poptin_view_' + A), 'o');
  rt.shown[0].close('bg_click');
  assert.ok(calls.some((x) => x.url == `${API}/api/display/closed/${A}`));
  assert.is(maxAge('poptin_closed_' + A), 86400);
});

test('P14 a submitted popup does not fire the close event, call 7 or the closed cookie', async () => {
  const closes: unknown[] = [];
  document.addEventListener('poptinClose', (x) => closes.push(x));
  e.start(boot([popup('a'), popup('b', { poptin_type: 'bar' })]));
  await until(() => rt.shown.length == 2);
  const [a, b] = rt.shown;
  assert.is(a.req.onConvert(), true, 'the form records it');
  a.close('auto_close');
  b.close('submit');
  assert.not.ok(calls.some((x) => x.url.includes('/closed/')));
  assert.is(getCookie('poptin_closed_' + A), '');
  assert.is(closes.length, 0);
});

test('P16 preview: shows at once regardless of triggers and rules; nothing reported or stored', async () => {
  document.cookie = `poptin_freq_${A}=${encodeURIComponent(seenValue(T0, 1))};path=/`;
  const p = popup('a', { display_after_sec_active: 60, d_f_r: 'display_once_a_visitor_2', stop_showing_to_converted_users: 1 });
  e.start(boot([p, popup('b')], { req: request({ preview_poptin_id: A }) }));
  await until(() => rt.shown.length == 1);
  // every report below (view, convert, close, heartbeat) would be a call made synchronously
  const r = rt.shown[0].req;
  assert.equal([r.popup.poptin_id, r.preview, r.trigger], [A, true, 'preview']);
  assert.is(await r.onView(), '');
  assert.is(r.onConvert(), false, 'the form records nothing');
  rt.shown[0].close('cancel_click');
  c.tick(120000);
  assert.is(calls.length, 0, 'no call 5, 7, 8, 9');
  assert.is(getCookie('poptin_view_' + A), '');
  assert.is(getCookie('poptin_closed_' + A), '');
  assert.is(getCookie('poptin_converted_' + A), '');
  assert.is(localStorage.getItem('poptin_converted_email'), null);
});

test('P08 stop(): popups destroyed, listeners and timers removed; start() again re-arms', async () => {
  e.start(boot([popup('a', { display_after_page_click_number_active: 1, display_after_sec_active: 60 }), popup('b', { poptin_type: 'bar' })]));
  await until(() => rt.shown.length == 1);
  await until(() => c.pending() == 2); // the heartbeat and A's timer: A's triggers are armed
  e.stop();
  assert.is(rt.shown[0].destroyed, 1);
  assert.is(c.pending(), 0, 'heartbeat and trigger timers cleared');
  document.body.click();
  // had the click trigger survived, A's show would have started before this start's B
  e.start(boot([popup('b', { poptin_type: 'bar' })]));
  await until(() => rt.shown.length >= 2);
  assert.equal(ids(), [B, B], 'the click trigger was removed');
  assert.is(rt.shown[1].req.index, 0, 'a new page view');
});

test('P03 on_click popups are armed only by openers; open(click) sends call 2 and shows at once', async () => {
  const p = popup('a', { on_click: 1 });
  respond((u, init) => (u == `${API}/api/display/click/${A}` && init.method == 'POST' ? { body: { poptins: [p] } } : undefined));
  Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)', configurable: true });
  e.start(boot([p]));
  e.open(A, 'click');
  delete (navigator as any).userAgent; // back to jsdom's own (a prototype getter)
  // armed by start(), A would show at page load first, and the opener would find it live
  await until(() => rt.shown.length == 1);
  assert.is(rt.shown[0].req.trigger, 'on_click');
  const c2 = JSON.parse(calls.find((x) => x.url.endsWith('/click/' + A))!.body);
  assert.is(c2.client_id, 'client1');
  assert.is(c2.poptin_display, A);
  assert.is(c2.browser_language, navigator.language);
  assert.is(c2.operating_system, 'iOS', 'the shared vocabulary (src/engine/os.ts), as call 6');
  assert.is(c2.previous_visited_pages_with_time_stamp, 'https://shop.example/~1000');
  assert.is(c2.page_title, 'Shoes', 'as call 1');
  e.open(A, 'click'); // open() decides, and sends call 2, before its first await
  assert.is(calls.filter((x) => x.url.endsWith('/click/' + A)).length, 1, 'not again while visible');
});

test('P03 open(manual) and launch: call 3 (GET)', async () => {
  respond((u) => (u.includes('/click/') ? { body: { poptins: [popup('a', { poptin_type: 'bar' }), popup('b', { poptin_type: 'bar' })] } } : undefined));
  e.start(boot([]));
  e.open(A, 'manual');
  await until(() => rt.shown.length == 1);
  assert.equal([rt.shown[0].req.trigger, calls[0].method, calls[0].url], ['manual', 'GET', `${API}/api/display/click/${A}`]);
  rt.shown[0].req.launch(B);
  await until(() => rt.shown.length == 2);
  assert.is(rt.shown[1].req.popup.poptin_id, B);
});

test('spec item 2: the answer of call 2 or 3 decides the language of the popup it opens', async () => {
  // an English page (call 1 says en); A is a Hebrew popup, B an English one
  respond((u) => (u.includes('/click/') ? { body: { poptins: [popup(u.endsWith(A) ? 'a' : 'b', { poptin_type: u.endsWith(A) ? 'bar' : 'bside' })], lang: u.endsWith(A) ? 'he' : 'en' } } : undefined));
  e.start(boot([], { answer: { poptins: [], lang: 'en' } }));
  e.open(A, 'click'); // an opener
  await until(() => rt.shown.length == 1);
  assert.is(rt.shown[0].req.lang, 'he', 'opener: right-to-left, Hebrew strings');
  rt.shown[0].req.launch(B); // a popup-to-popup launch (call 3) of an English popup
  await until(() => rt.shown.length == 2);
  assert.is(rt.shown[1].req.lang, 'en');
  rt.shown[0].close('cancel_click');
  e.open(A, 'manual'); // poptin.show
  await until(() => rt.shown.length == 3);
  assert.is(rt.shown[2].req.lang, 'he');
  // and the other way round: a Hebrew page opening an English popup
  e.stop();
  e.start(boot([], { answer: { poptins: [], lang: 'he' } }));
  e.open(B, 'manual');
  await until(() => rt.shown.length == 4);
  assert.is(rt.shown[3].req.lang, 'en');
});

test('P33 open(): a not_allowed or failed answer, or a bad id, shows nothing', async () => {
  const C = pid('c');
  respond((u) =>
    u.endsWith(A) ? { body: { display: 'not_allowed', message: 'You have been reached the max poptins views number' } }
    : u.endsWith(C) ? { body: { poptins: [popup('c', { poptin_type: 'bar' })] } }
    : undefined);
  e.start(boot([]));
  e.open(A, 'manual');
  e.open(B, 'manual');
  e.open('bad id', 'manual');
  // C opens the same way, after them: once C is shown, A and B have had their answers
  e.open(C, 'manual');
  await until(() => rt.shown.length >= 1);
  assert.equal(ids(), [C]);
  assert.equal(calls.map((x) => x.url), [A, B, C].map((id) => `${API}/api/display/click/${id}`), 'no call for a bad id');
  assert.ok(warnings.includes('[poptin] You have been reached the max poptins views number'));
});

const restricted = (url = 'https://app.example/upgrade') => ({
  display: 'not_allowed',
  message: 'Client restricted',
  is_client_restriction: 1,
  client_restriction_setting: { id: 'r1', upgrade_popup: { title: 'Limit <reached>', text: 'Upgrade to keep showing popups', url } },
});

test('P03 client restriction: the upgrade popup; "Remind me later" logs call 10 and hides it for 1 day', async () => {
  e.start({ ...boot([]), answer: restricted() as any });
  await until(() => rt.shown.length == 1);
  const r = rt.shown[0].req;
  assert.is(r.popup.poptin_id, 'upgrade_popup');
  const root = rt.shown[0].host.shadowRoot!;
  assert.is(root.querySelector('[data-lp="title"]')!.textContent, 'Limit <reached>');
  assert.is(root.querySelector('a')!.getAttribute('href'), 'https://app.example/upgrade');
  assert.is(root.querySelector('button[data-lp="close"]')!.textContent, 'Remind me later');
  assert.is(await r.onView(), '');
  // the real shell closes on a data-lp="close" click; this fake runtime is closed directly
  rt.shown[0].close('cancel_click');
  await until(() => calls.length == 1);
  assert.equal([calls[0].method, calls[0].url], ['GET', `${API}/api/display/limitLogs/client1?status=remind&id=r1`]);
  assert.is(maxAge('poptin_upgrade_remind'), 86400);
  assert.not.ok(calls.some((x) => x.url.includes('/closed/')), 'not a popup close');
  e.stop();
  const imports = rt.urls.length;
  e.start({ ...boot([]), answer: restricted() as any });
  // start() checks the reminder cookie before it imports features/upgrade.js
  assert.is(rt.urls.length, imports, 'reminded: hidden for a day, not even fetched');
  assert.is(rt.shown.length, 1);
});

test('P03 client restriction: the Upgrade link logs status=upgrade and closes the popup', async () => {
  e.start({ ...boot([]), answer: restricted() as any });
  await until(() => rt.shown.length == 1);
  const link = rt.shown[0].host.shadowRoot!.querySelector('a')!;
  link.addEventListener('click', (x) => x.preventDefault()); // jsdom would try to navigate
  link.click(); // choice, call 10 and close all happen in the click listener
  assert.equal(calls.map((x) => x.url), [`${API}/api/display/limitLogs/client1?status=upgrade&id=r1`]);
  assert.not.ok(rt.shown[0].host.isConnected, 'closed');
  assert.is(getCookie('poptin_upgrade_remind'), '');
});

test('P03 client restriction: call 10 encodes the client id in its path', async () => {
  e.start({ ...boot([]), clientId: 'a b/c?d', answer: restricted() as any });
  await until(() => rt.shown.length == 1);
  rt.shown[0].close('cancel_click');
  assert.equal(calls.map((x) => x.url), [`${API}/api/display/limitLogs/a%20b%2Fc%3Fd?status=remind&id=r1`]);
});

test('P03 client restriction: an unsafe upgrade url is left out', async () => {
  e.start({ ...boot([]), answer: restricted('javascript:alert(1)') as any });
  await until(() => rt.shown.length == 1);
  assert.is(rt.shown[0].host.shadowRoot!.querySelector('a'), null);
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href);
const TPL = 'https://cdn.example/t/a.html';
const fetched = (u: string) => calls.filter((x) => x.url == u).length;

test('page weight: a time trigger fetches its template and chunks 3 s before it fires, not at arm time', async () => {
  respond((u) => (u == TPL ? { body: '<div data-lp="main"><h2 data-lp="title">A</h2></div>' } : undefined));
  e.start(boot([popup('a', { display_after_sec_active: 60, poptin_format: 'format_7', poptin_url: TPL })]));
  await until(() => c.pending() == 2); // armed: the near timer and the trigger's
  c.tick(56999);
  await until(() => c.pending() == 2);
  assert.is(fetched(TPL), 0, 'no template yet');
  assert.equal(preloads(), [], 'no chunk yet');
  c.tick(1); // 3 s before
  await until(() => preloads().length == 3);
  assert.is(fetched(TPL), 1);
  // jsdom has no Sanitizer API, so the allow-list chunk is wanted too (popup/needs.ts)
  assert.equal(preloads(), [BASE + 'runtime.js', BASE + 'formats/lightbox/format_7.js', BASE + 'features/sanitize.js']);
  for (const l of document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')) assert.is(l.nonce, 'n0nce');
  assert.is(rt.shown.length, 0, 'prefetched, not shown');
  c.tick(3000);
  await until(() => rt.shown.length == 1);
  assert.is(fetched(TPL), 1, 'the template is fetched once');
});

test('issue 22: the template of a popup due at once is asked for in a task after the one that armed it', async () => {
  respond((u) => (u == TPL ? { body: '<div data-lp="main"><h2 data-lp="title">A</h2></div>' } : undefined));
  e.start(boot([popup('a', { poptin_url: TPL })]));
  // everything the arming does in its own task (its microtasks; the fake clock's due timers)
  const flush = async () => {
    for (let i = 0; i < 50; i++) await Promise.resolve();
  };
  await flush();
  c.tick(0);
  await flush();
  assert.is(fetched(TPL), 0, 'not in the arming task');
  await until(() => fetched(TPL) == 1);
  await until(() => rt.shown.length == 1);
});

test('page weight 1: poptin.show fetches a listed popup\'s template and chunks while call 3 is on its way (one round trip)', async () => {
  let answer = (_: unknown) => {};
  const held = new Promise((r) => (answer = r));
  const a = popup('a', { on_click: 1, poptin_format: 'format_7', poptin_url: TPL, poptin_fields: [{ tag: 'email', name: 'email' }] as Popup['poptin_fields'] });
  respond((u) => (u == TPL ? { body: '<div data-lp="main"><div data-lp="form"></div></div>' } : u.includes('/click/') ? held.then(() => ({ body: { poptins: [a] } })) : undefined));
  e.start(boot([a]));
  e.open(A, 'manual');
  await until(() => fetched(TPL) == 1 && preloads().length == 4);
  // call 3 has not answered: the template and every chunk are already on their way
  assert.equal(preloads(), [BASE + 'runtime.js', BASE + 'formats/lightbox/format_7.js', BASE + 'features/form.js', BASE + 'features/sanitize.js']);
  assert.is(rt.shown.length, 0);
  answer(0);
  await until(() => rt.shown.length == 1);
  assert.is(fetched(TPL), 1, 'the template is fetched once');
  // a popup call 1 did not list: runtime.js while call 3 is on its way (the answer names the rest)
  e.stop();
  for (const l of document.head.querySelectorAll('link')) l.remove();
  const e2 = engine(rt.importer, c.now, fakeListeners(c)); // a new page: nothing preloaded yet
  e2.start(boot([]));
  e2.open(B, 'manual');
  await until(() => preloads().length == 1);
  assert.equal(preloads(), [BASE + 'runtime.js']);
});

test('spec item 3: seconds on page count from the page start; due already: shown at once', async () => {
  // the page started 4 s before the engine armed a 5 s popup (call 1, engine.js): 1 s is left
  e.start(boot([popup('a', { display_after_sec_active: 5 }), popup('b', { poptin_type: 'bar', display_after_sec_active: 2 })], { t0: T0 - 4000 }));
  await until(() => c.pending() == 4); // both armed, each with its prefetch timer
  c.tick(0); // B was due 2 s ago: at once (a 0 ms timer)
  await until(() => rt.shown.length == 1);
  assert.equal([ids(), rt.shown[0].req.trigger], [[B], 'sec']);
  c.tick(999);
  await until(() => c.pending() == 1);
  assert.is(rt.shown.length, 1, 'A not before 5 s after the page started');
  c.tick(1);
  await until(() => rt.shown.length == 2);
  assert.is(ids()[1], A);
});

test('page weight: the form and effects chunks too, when the popup will load them', async () => {
  const proto = Element.prototype as any;
  proto.setHTML = () => {}; // a browser with the Sanitizer API
  try {
    e.start(boot([popup('a', {
      display_after_sec_active: 2, // within the 3 s lead: fetched at once
      poptin: '<div data-lp="main"><div data-lp="form"></div></div>',
      design_properties: { poptin_design_entry_effect: 'bounce' },
    })]));
    await until(() => c.pending() == 2);
    c.tick(0);
    await until(() => preloads().length == 4);
    // what the popup object names at once, with the template; the form once the template marks it
    assert.equal(preloads(), [BASE + 'runtime.js', BASE + 'formats/lightbox/format_1.js', BASE + 'features/effects.js', BASE + 'features/form.js']);
  } finally {
    delete proto.setHTML;
  }
});

test('page weight: nothing is fetched for an exit-intent popup until the pointer heads for the top; then at once', async () => {
  respond((u) => (u == TPL ? { body: '<p>exit</p>' } : undefined));
  e.start(boot([popup('a', { display_after_exit_website_active: 'yes', poptin_url: TPL }), popup('b', { poptin_type: 'bar', display_after_visit_page_active: 1 })]));
  const move = (clientY: number, movementY: number) => document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientY, movementY } as MouseEventInit));
  // armed: B, after A in the answer, shows at once, so A's arming has happened
  await until(() => rt.shown.length == 1);
  c.tick(600000);
  move(700, 10); // down the page
  move(100, 5); // near the top, but moving down
  move(500, -20); // up, but low on the page (jsdom's window is 768 px tall)
  await new Promise((r) => setTimeout(r, 0));
  assert.is(fetched(TPL), 0, 'no template (nor its chunks, which follow it)');
  move(150, -12); // up, in the top quarter: intent
  await until(() => preloads().includes(BASE + 'formats/lightbox/format_1.js')); // A's chunks
  assert.is(fetched(TPL), 1);
  rt.shown[0].close('cancel_click');
  document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -2 }));
  await until(() => rt.shown.length == 2);
  assert.is(rt.shown[1].req.trigger, 'exit');
  assert.is(fetched(TPL), 1);
});

test('page weight: an exit popup whose intent was not foreseen still shows, one round trip later', async () => {
  respond((u) => (u == TPL ? { body: '<p>exit</p>' } : undefined));
  e.start(boot([popup('a', { display_after_exit_website_active: 'yes', poptin_url: TPL })]));
  await until(() => document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: -1 })) && fetched(TPL) == 1);
  await until(() => rt.shown.length == 1);
  assert.is(rt.shown[0].req.trigger, 'exit');
});

test('page weight: an opener under the pointer or in focus fetches its popup (call 1 listed it) before the click', async () => {
  respond((u) => (u == TPL ? { body: '<p>opened</p>' } : u.endsWith('/click/' + A) ? { body: { poptins: [popup('a', { on_click: 1, poptin_url: TPL })] } } : undefined));
  e.start(boot([popup('a', { on_click: 1, poptin_url: TPL })]));
  const link = document.createElement('a');
  link.href = `${API}/api/display/click/${A}`;
  link.innerHTML = '<span>Get it</span>';
  document.body.append(link);
  await new Promise((r) => setTimeout(r, 0));
  assert.is(fetched(TPL), 0, 'an on_click popup: nothing until an opener is near');
  link.firstChild!.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }));
  await until(() => preloads().length == 3);
  assert.is(fetched(TPL), 1);
  e.open(A, 'click');
  await until(() => rt.shown.length == 1);
  assert.is(fetched(TPL), 1, 'the click reuses the prefetched template');
  // an opener of a popup call 1 did not list: runtime.js only
  const x = engine(rt.importer, c.now, fakeListeners(c)); // a fresh page: nothing preloaded yet
  document.head.innerHTML = '';
  x.start(boot([]));
  const other = document.createElement('button');
  other.setAttribute('poptinaction', 'onclick');
  other.setAttribute('poptinid', B);
  document.body.append(other);
  other.focus();
  other.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await until(() => preloads().length == 1);
  assert.equal(preloads(), [BASE + 'runtime.js']);
  x.stop();
});

test('P08 stop() while a template is on its way: no prefetch added, nothing mounted', async () => {
  let answer!: (v: { body: string }) => void;
  respond((u) => (u == TPL ? new Promise((r) => (answer = r)) : undefined));
  e.start(boot([popup('a', { display_after_visit_page_active: 1, poptin_url: TPL })]));
  await until(() => fetched(TPL) == 1 && preloads().length == 3);
  // the chunks the popup object names went with the template request
  const before = preloads();
  assert.equal(before, [BASE + 'runtime.js', BASE + 'formats/lightbox/format_1.js', BASE + 'features/sanitize.js']);
  e.stop(); // an SPA navigation (P08)
  answer({ body: '<div data-lp="main"><div data-lp="form"></div></div>' });
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(preloads(), before, 'no form chunk for a template that came after stop()');
  assert.is(rt.shown.length, 0, 'the template arrived after stop(): nothing mounted');
});

test('P33 runtime.js failing to load is a log line; the queue moves on and the import is retried', async () => {
  rt.failNext();
  e.start(boot([popup('a'), popup('b')]));
  await until(() => rt.shown.length == 1);
  assert.is(rt.shown[0].req.popup.poptin_id, B);
  assert.is(rt.urls.length, 2);
  assert.ok(warnings.includes('[poptin] Runtime failed'));
});

test.run();
