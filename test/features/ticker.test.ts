// P25: the news ticker (features/ticker/ticker.ts, docs/behaviour.md P25): the spec's default
// duration (7000 → 17.5 s a loop) and direction (left), right, right to left in Hebrew, an
// unknown value logged; the owner's items kept and read once (the copy aria-hidden, inert, no
// ids); the pause button; still under reduced motion; and through runtime.show() with dynamic
// text among the items. What only a browser shows (it moves, pauses on hover and focus) is in
// test/browser/ticker.test.mjs.
import { reset, settle, sheetText } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { attach, CSS, settings } from '../../src/features/ticker/ticker';
import * as text from '../../src/features/text/text';
import { listeners } from '../../src/core/listen';
import { show } from '../../src/runtime/runtime';
import bar1 from '../../src/formats/bar/format_1';
import { request, sanitizing, shadow } from '../runtime/fixture';
import { warnings } from '../setup/helpers';

const ITEMS = '<ul><li id="one">First <a href="https://shop.example/a">news</a></li><li>Second</li></ul>';
const L = listeners();
const st = (o: { lang?: string; reduced?: boolean } = {}) => ({ lang: o.lang || 'en', reduced: !!o.reduced, L }) as any;
const ticker = (attrs = '', inner = ITEMS) => {
  const d = document.createElement('div');
  d.innerHTML = `<div data-lp="ticker"${attrs}>${inner}</div>`;
  document.body.append(d);
  return d.firstElementChild as HTMLElement;
};
const made = async (s: any, el: HTMLElement) => {
  attach(s, el);
  await settle(); // the copy is made once every slot is attached (a microtask)
  return el;
};
const prop = (el: HTMLElement, p: string) => el.style.getPropertyValue(p);

test.before.each(() => reset());
test.after.each(() => L.off());

test('defaults (§4): 7000 in the spec units, divided by 400: a 17.5 s loop; left', async () => {
  assert.equal(settings(st(), ticker()), { sec: 17.5, rtl: false, right: false });
  const el = await made(st(), ticker());
  assert.is(prop(el, '--lp-tk-s'), '17.5s', 'through the CSSOM');
  assert.is(prop(el, '--lp-tk-x'), '-50%');
  assert.not.ok(el.classList.contains('lp-tk-r'), 'the animation as written: leftwards');
  assert.match(CSS, /animation:lp-tk var\(--lp-tk-s\) linear infinite/);
  assert.match(CSS, /@keyframes lp-tk\{from\{transform:none\}to\{transform:translateX\(var\(--lp-tk-x\)\)\}\}/);
});

test('data-duration in the spec units and data-direction right; an unknown value is a log line and the default', async () => {
  assert.equal(settings(st(), ticker(' data-duration="4000" data-direction="right"')), { sec: 10, rtl: false, right: true });
  const el = await made(st(), ticker(' data-direction="right"'));
  assert.ok(el.classList.contains('lp-tk-r'), 'rightwards: the animation in reverse');
  assert.equal(settings(st(), ticker(' data-duration="fast" data-direction="up"')), { sec: 17.5, rtl: false, right: false });
  assert.ok(warnings.includes('[poptin] Ticker duration unknown: fast'));
  assert.ok(warnings.includes('[poptin] Ticker direction unknown: up'));
  assert.is(settings(st(), ticker(' data-duration="-5"')).sec, 17.5);
  assert.is(settings(st(), ticker(' data-duration="0"')).sec, 17.5);
});

test('WCAG 2.3.1: a duration under 2000 units is raised to 2000 (5 s a loop), with one log line; 2000 itself stays', async () => {
  warnings.length = 0;
  assert.is(settings(st(), ticker(' data-duration="20"')).sec, 5, 'not a 50 ms strobe');
  assert.equal(warnings.filter((w) => w.includes('Ticker duration')), ['[poptin] Ticker duration under 2000: 20']);
  assert.is(settings(st(), ticker(' data-duration="1999.5"')).sec, 5);
  assert.is(settings(st(), ticker(' data-duration="2000"')).sec, 5);
  assert.is(settings(st(), ticker(' data-duration="2400"')).sec, 6);
  const el = await made(st(), ticker(' data-duration="1"'));
  assert.is(prop(el, '--lp-tk-s'), '5s');
});

test('Hebrew: right to left, travelling right by default (the line\'s start comes in first); left on request; a template\'s own dir wins', async () => {
  const he = st({ lang: 'he' });
  assert.equal(settings(he, ticker()), { sec: 17.5, rtl: true, right: true });
  const el = await made(he, ticker());
  assert.is(prop(el, '--lp-tk-x'), '50%', 'mirrored: the copy is on the left');
  assert.not.ok(el.classList.contains('lp-tk-r'), 'right to left, rightwards: the animation as written');
  const left = await made(he, ticker(' data-direction="left"'));
  assert.ok(left.classList.contains('lp-tk-r'));
  assert.equal(settings(he, ticker(' dir="ltr"')), { sec: 17.5, rtl: false, right: false }, 'an English ticker in a Hebrew popup');
  assert.equal(settings(st(), ticker(' dir="rtl"')).right, true);
});

test("the owner's items stay, read once: the copy is aria-hidden, inert and without ids; no style attribute is written", async () => {
  const el = await made(st(), ticker());
  const groups = el.querySelectorAll('.lp-tk-v > .lp-tk-t > .lp-tk-g');
  assert.is(groups.length, 2);
  assert.is(groups[0].innerHTML, ITEMS, 'the items as written');
  assert.not.ok(groups[0].hasAttribute('aria-hidden'));
  assert.is(groups[1].getAttribute('aria-hidden'), 'true');
  assert.ok(groups[1].hasAttribute('inert'), 'its link is out of the Tab order');
  assert.is(groups[1].textContent, groups[0].textContent);
  assert.is(el.querySelectorAll('#one').length, 1, 'no id twice');
  assert.ok(el.classList.contains('lp-tk'));
  // only custom properties, through the CSSOM: a strict style-src sees no attribute string we wrote
  assert.equal([...el.style].sort(), ['--lp-tk-s', '--lp-tk-x']);
});

test('pause: hover, focus inside and the button stop it (CSS); the button is a named toggle, in Hebrew too', async () => {
  assert.match(CSS, /\.lp-tk:is\(:hover,\.lp-tk-off\) \.lp-tk-t,\.lp-tk-v:focus-within \.lp-tk-t\{animation-play-state:paused\}/);
  const el = await made(st(), ticker());
  const b = el.querySelector<HTMLButtonElement>('button.lp-tk-b')!;
  assert.is(b.type, 'button');
  assert.is(b.getAttribute('aria-label'), 'Pause scrolling');
  assert.is(b.getAttribute('aria-pressed'), 'false');
  b.click();
  assert.ok(el.classList.contains('lp-tk-off'));
  assert.is(b.getAttribute('aria-pressed'), 'true');
  b.click();
  assert.not.ok(el.classList.contains('lp-tk-off'));
  assert.is(b.getAttribute('aria-pressed'), 'false');
  L.off();
  b.click();
  assert.not.ok(el.classList.contains('lp-tk-off'), 'its listener ends with the popup');
  const he = await made(st({ lang: 'he' }), ticker());
  assert.is(he.querySelector('button')!.getAttribute('aria-label'), 'השהיית הגלילה');
});

test('reduced motion: still, one copy, wrapping, no button; the media query holds it still too', async () => {
  const el = await made(st({ reduced: true }), ticker());
  assert.ok(el.classList.contains('lp-tk-still'));
  assert.is(el.querySelectorAll('.lp-tk-g').length, 1);
  assert.is(el.querySelector('button'), null);
  assert.is(prop(el, '--lp-tk-s'), '');
  assert.match(CSS, /\.lp-tk-still \.lp-tk-t\{animation:none/);
  assert.match(CSS, /\.lp-tk-still \.lp-tk-g\{flex:auto;white-space:normal;flex-wrap:wrap/);
  assert.match(CSS, /@media \(prefers-reduced-motion:reduce\)\{\.lp-tk-t\{animation:none!important/);
});

test('through runtime.show(): a bar with a ticker whose items hold dynamic text; both copies carry the value', async () => {
  reset('https://shop.example/?utm_campaign=Spring');
  const html = '<div data-lp="main"><div data-lp="ticker" data-duration="8000"><span>Hello</span><span data-lp="text" data-tag="param:utm_campaign">you</span></div></div>';
  const f = request({ popup: { poptin_type: 'bar', poptin_format: 'format_1' }, req: { html } });
  const loaded: string[] = [];
  const h = await show(f.req, {
    load: sanitizing(async (p) => {
      loaded.push(p);
      if (p === 'formats/bar/format_1') return { default: bar1 };
      if (p === 'shells/bar') return import('../../src/shells/bar/bar');
      if (p === 'features/ticker') return { attach, CSS };
      if (p === 'features/text') return text;
      throw new Error('404 ' + p);
    }),
  });
  assert.ok(h, 'shown');
  await settle();
  const el = shadow()!.querySelector<HTMLElement>('[data-lp=ticker]')!;
  assert.is(prop(el, '--lp-tk-s'), '20s');
  assert.equal([...el.querySelectorAll('.lp-tk-g')].map((g) => g.textContent), ['HelloSpring', 'HelloSpring']);
  assert.ok(sheetText(shadow()).includes('@keyframes lp-tk'), 'its CSS adopted');
  assert.equal(loaded.sort(), ['features/text', 'features/ticker', 'formats/bar/format_1', 'shells/bar']);
  h!.destroy();
});

test.run();
