// The popup shell through runtime.show() in jsdom (P05, P06, P09, P15, P16, P26, P29, X02, X04,
// X07). The format chunk is injected (no network) and time moves only through the fake clock.
import { dom, media, reset, sheetText, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show, type Env } from '../../src/runtime/runtime';
import format5 from '../../src/formats/lightbox/format_5';
import type { DesignProperties, Popup } from '../../src/popup/wire';
import type { ShowRequest } from '../../src/popup/rungs';
import { $, clock, key, painted, request, sanitizing, shadow, TEMPLATE } from './fixture';

const HTML = TEMPLATE.replace('<div data-lp="form" data-submit="Join"></div>', '<input name="q" aria-label="Search">');
let c = clock();
const loaded: string[] = [];
const env = (): Env => ({
  load: sanitizing(async (p) => {
    loaded.push(p);
    if (p === 'formats/lightbox/format_5') return { default: format5 };
    throw new Error('404 ' + p);
  }),
  timer: c.timer,
});
const open = async (o: { popup?: Partial<Popup>; dp?: DesignProperties; req?: Partial<ShowRequest> } = {}) => {
  const f = request({ ...o, req: { html: HTML, ...o.req } });
  const h = await show(f.req, env());
  // the view is reported in a task after the mount's (mount.ts): wait for it
  await until(() => !h || f.events.includes('view'));
  return { ...f, h: h! };
};
const warnings: string[] = [];
const warn = console.warn;

test.before.each(() => {
  reset();
  c = clock();
  loaded.length = 0;
  warnings.length = 0;
  console.warn = (m: string) => warnings.push(m);
  document.documentElement.removeAttribute('style');
});
test.after.each(() => {
  console.warn = warn;
});

test('X02: a <poptin-root> host with inline !important resets and an open shadow root', async () => {
  await open();
  const host = document.querySelector<HTMLElement>('poptin-root')!;
  // on <html>: a transform or filter on the page's body must not contain our fixed host
  assert.is(host.parentElement, document.documentElement);
  // written through the CSSOM (a strict CSP blocks a style attribute); jsdom's CSSOM drops `all`
  assert.is(host.style.getPropertyValue('z-index'), '2147483647');
  assert.is(host.style.getPropertyPriority('z-index'), 'important');
  assert.is(host.style.getPropertyPriority('position'), 'important');
  assert.ok(host.shadowRoot, 'open shadow root');
  assert.match(sheetText(shadow()), /^:host\{all:initial;/);
  // the template lives inside the shadow root, not in the page
  assert.is(document.querySelector('[data-lp]'), null);
  assert.ok($('[data-lp=main]'));
  assert.equal(loaded, ['formats/lightbox/format_5']);
});

test('X04: the template is sanitised before it reaches the DOM', async () => {
  await open({ req: { html: '<div data-lp="main"><img src=x onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">x</a></div>' } });
  assert.is(shadow()!.querySelector('script'), null);
  assert.is($('img').hasAttribute('onerror'), false);
  assert.is($('a').hasAttribute('href'), false);
});

test('P09: dialog role, aria-modal, labelled by the template title', async () => {
  await open();
  const d = $('[role=dialog]');
  assert.is(d.getAttribute('aria-modal'), 'true');
  const id = d.getAttribute('aria-labelledby')!;
  assert.is(shadow()!.getElementById(id)!.textContent, 'Get 10% off');
  assert.is(d.hasAttribute('aria-label'), false);
});

test('P09: without a title the dialog is labelled by the popup name', async () => {
  await open({ req: { html: '<div data-lp="main"><p>Hello</p></div>' } });
  const d = $('[role=dialog]');
  assert.is(d.getAttribute('aria-label'), 'Spring sale');
  assert.is(d.hasAttribute('aria-labelledby'), false);
});

test('P09: focus moves in, Tab is trapped between the markers, focus returns on close', async () => {
  const btn = document.createElement('button');
  document.body.append(btn);
  btn.focus();
  const { h } = await open();
  const root = shadow()!;
  assert.is(root.activeElement, null, 'not focused during the mount (no forced layout)');
  await painted(c);
  const tabbable = Array.from(root.querySelectorAll<HTMLElement>('a[href],button,input,[tabindex]')).filter((e) => e.tabIndex >= 0 && !e.matches('.lp-m'));
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  assert.is(root.activeElement, first, 'first focusable has focus');
  assert.is((first as HTMLInputElement).name, 'q');
  const [start, end] = Array.from(root.querySelectorAll<HTMLElement>('.lp-m'));
  end.focus();
  assert.is(root.activeElement, first, 'end marker wraps to the first');
  start.focus();
  assert.is(root.activeElement, last, 'start marker wraps to the last');
  assert.is(last.getAttribute('aria-label'), 'Close');
  h.close('cancel_click');
  assert.is(document.activeElement, btn);
});

test('X07: no positive tabindex (DOM order, not §2\'s 500 + 100 × n); markers are tabindex 0', async () => {
  await open({ req: { index: 2 } });
  const [start, end] = Array.from(shadow()!.querySelectorAll<HTMLElement>('.lp-m'));
  assert.equal([start.tabIndex, end.tabIndex], [0, 0]);
  const got = ['input[name=q]', 'a[href]', '[data-lp=close]', '.lp-x'].map((s) => $(s).tabIndex);
  assert.equal(got, [0, 0, 0, 0]);
  assert.is(shadow()!.querySelectorAll('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])').length, 0);
});

test('P09: Escape closes only from 800 ms after showing (cancel_click)', async () => {
  const { events } = await open();
  c.tick(799);
  key(27, 'Escape');
  assert.not.ok(events.some((e) => e.startsWith('close')));
  c.tick(1);
  key(27, 'Escape');
  assert.ok(events.includes('close:cancel_click'));
});

test('P15: x close control: 44 px icon button labelled Close; click closes (cancel_click)', async () => {
  const { events } = await open();
  const x = $('button.lp-x');
  assert.is(x.getAttribute('aria-label'), 'Close');
  assert.match(sheetText(shadow()), /\.lp-x\{width:44px;height:44px/);
  x.click();
  assert.ok(events.includes('close:cancel_click'));
});

test('P15: button type, note, and none', async () => {
  await open({ dp: { poptin_design_close_options_type: 'closing_options-button', poptin_design_show_x_comment: 'Maybe later' } });
  assert.is($('.lp-cl .lp-bt').textContent, 'Skip', '§2: the button type is the skip button');
  assert.is($('.lp-cl .lp-n').textContent, 'Maybe later');
  assert.is(shadow()!.querySelector('.lp-x'), null);
  reset();
  await open({ dp: { poptin_design_close_options_type: 'closing_options-' } });
  assert.is(shadow()!.querySelector('.lp-cl'), null);
});

test('P15: Enter (13) and Space (32) activate the close control', async () => {
  let r = await open();
  key(13, 'Enter', $('.lp-x'));
  assert.ok(r.events.includes('close:cancel_click'));
  reset();
  r = await open();
  key(32, ' ', $('.lp-x'));
  assert.ok(r.events.includes('close:cancel_click'));
});

test('P15: the close control starts disabled and counts down each second to 0', async () => {
  const { events } = await open({ dp: { poptin_design_show_x_after_sec: 3 } });
  const x = () => $<HTMLButtonElement>('.lp-x') as HTMLButtonElement;
  assert.is(x().disabled, true);
  assert.is(x().textContent, '3');
  // X07: the visible countdown is in the accessible name too
  assert.is(x().getAttribute('aria-label'), 'Close, available in 3 s');
  x().click();
  key(13, 'Enter', x());
  assert.is(events.filter((e) => e.startsWith('close')).length, 0, 'disabled');
  c.tick(1000);
  await until(() => x().textContent === '2');
  assert.is(x().getAttribute('aria-label'), 'Close, available in 2 s');
  c.tick(1000);
  await until(() => x().textContent === '1');
  c.tick(1000);
  await until(() => x().textContent === '×' && !x().disabled);
  assert.is(x().getAttribute('aria-label'), 'Close');
  assert.is(c.pending, 0, 'the countdown stopped at 0 (and Escape was armed at 800 ms)');
  x().click();
  assert.ok(events.includes('close:cancel_click'));
});

test('P15: the button countdown shows in the label', async () => {
  await open({ dp: { poptin_design_close_options_type: 'closing_options-button', poptin_design_show_x_after_sec: 2, close_button_text: 'No thanks' } });
  assert.is($('.lp-bt').textContent, 'No thanks (2)');
});

test('P15: skip button: Skip / Hebrew label, disabled while the seconds count down to 0 (§2, §9)', async () => {
  const { events } = await open({ dp: { poptin_design_close_options_type: 'closing_options-button', poptin_design_show_x_after_sec: 2 } });
  const b = () => $<HTMLButtonElement>('.lp-bt') as HTMLButtonElement;
  assert.is(b().textContent, 'Skip (2)');
  assert.is(b().disabled, true);
  b().click();
  assert.not.ok(events.some((e) => e.startsWith('close:')), 'disabled while counting down');
  c.tick(1000);
  await until(() => b().textContent === 'Skip (1)' && b().disabled);
  c.tick(1000);
  await until(() => b().textContent === 'Skip' && !b().disabled);
  b().click();
  assert.ok(events.includes('close:cancel_click'));
  reset();
  await open({ req: { lang: 'he' }, dp: { poptin_design_close_options_type: 'closing_options-button', poptin_design_show_x_after_sec: 1 } });
  assert.is(b().textContent, 'דילוג (1)');
  c.tick(1000);
  await until(() => b().textContent === 'דילוג');
});

test('P15: any [data-lp=close] element closes (cancel_click), without navigating', async () => {
  const { events } = await open({ req: { html: '<div data-lp="main"><a href="#bye" data-lp="close"><b>No thanks</b></a></div>' } });
  const ev = new MouseEvent('click', { bubbles: true, cancelable: true });
  $('[data-lp=close] b').dispatchEvent(ev);
  assert.equal(events.filter((e) => e.startsWith('close')), ['close:cancel_click']);
  assert.is(ev.defaultPrevented, true);
});

test('P15: close on screen click only when configured, and only outside the dialog', async () => {
  let r = await open();
  $('.lp-o').click();
  assert.not.ok(r.events.some((e) => e.startsWith('close')), 'off by default');
  reset();
  r = await open({ dp: { poptin_design_close_on_screen_click: 1 } });
  $('[data-lp=main]').click();
  assert.not.ok(r.events.some((e) => e.startsWith('close')), 'a click inside the dialog');
  $('.lp-o').click();
  assert.ok(r.events.includes('close:bg_click'));
});

test('P15: auto close after poptin_design_auto_close_sec (auto_close)', async () => {
  const { events } = await open({ dp: { poptin_design_auto_close: 1, poptin_design_auto_close_sec: 5 } });
  c.tick(4999);
  assert.not.ok(events.some((e) => e.startsWith('close')));
  c.tick(1);
  assert.ok(events.includes('close:auto_close'));
});

test('P13/P15: content lock skips every close feature', async () => {
  const { events } = await open({
    dp: { poptin_design_content_lock: 1, poptin_design_close_on_screen_click: 1, poptin_design_auto_close: 1, poptin_design_auto_close_sec: 2 },
  });
  assert.is(shadow()!.querySelector('.lp-cl'), null, 'no close control');
  c.tick(5000);
  key(27, 'Escape');
  $('.lp-o').click();
  $('[data-lp=close]').click();
  assert.not.ok(events.some((e) => e.startsWith('close')));
  assert.ok(document.querySelector('poptin-root'));
});

test('P15: credit badge only when if_poptin_credit', async () => {
  await open();
  assert.is(shadow()!.querySelector('.lp-cr'), null);
  reset();
  await open({ popup: { if_poptin_credit: 1 } });
  const a = $<HTMLAnchorElement>('a.lp-cr') as HTMLAnchorElement;
  assert.match(a.href, /^https:\/\/www\.poptin\.com\//);
  assert.is(a.rel, 'noopener');
});

test('P16: preview banner in English and Hebrew', async () => {
  await open({ req: { preview: true } });
  assert.is($('.lp-pv').textContent, 'This is a preview of your popup. Please note that submission will not be functional.');
  assert.is($('.lp-pv').getAttribute('role'), 'status');
  reset();
  await open({ req: { preview: true, lang: 'he' } });
  assert.match($('.lp-pv').textContent!, /^זוהי תצוגה מקדימה/);
  reset();
  await open();
  assert.is(shadow()!.querySelector('.lp-pv'), null);
});

test('P29: Hebrew: rtl dialog, lang he, Hebrew close label', async () => {
  await open({ req: { lang: 'he' } });
  const d = $('[role=dialog]');
  assert.is(d.getAttribute('dir'), 'rtl');
  assert.is(d.getAttribute('lang'), 'he');
  assert.is($('.lp-x').getAttribute('aria-label'), 'סגירה');
  reset();
  await open();
  assert.is($('[role=dialog]').hasAttribute('dir'), false);
});

test('§4: view reported once; thanks hidden until a submit', async () => {
  const { events } = await open();
  assert.equal(events, ['view']);
  assert.is($('[data-lp=thanks]').hidden, true);
  assert.is($('[data-lp=main]').hidden, false);
});

test('§2: the first screen shows, a game\'s play, win and lose and the thank-you screen wait; X07: the thank-you screen is a status region', async () => {
  await open({ req: { html: HTML.replace('<div data-lp="thanks">', '<div data-lp="lose">Next time</div><div data-lp="win">You won</div><div data-lp="play">Spin</div><div data-lp="thanks">') } });
  assert.is($('[data-lp=main]').hidden, false);
  for (const m of ['play', 'win', 'lose', 'thanks']) assert.is($(`[data-lp=${m}]`).hidden, true, m);
  assert.is($('[data-lp=thanks]').getAttribute('role'), 'status');
  for (const m of ['main', 'play', 'win', 'lose']) assert.is($(`[data-lp=${m}]`).hasAttribute('role'), false, m);
});

test('P14/P26: exit animation for 800 ms, then removal and onRemoved', async () => {
  const { h, events } = await open({ dp: { poptin_design_entry_effect: 'up', poptin_design_exit_effect: 'up' } });
  assert.match($('.lp-d').style.animation, /lp-slide-up 300ms both/);
  h.close('cancel_click');
  await until(() => /lp-slide-down 800ms reverse both/.test($('.lp-d').style.animation));
  assert.match($('.lp-o').style.animation, /lp-fade 800ms reverse/);
  c.tick(799);
  assert.ok(document.querySelector('poptin-root'));
  c.tick(1);
  assert.is(document.querySelector('poptin-root'), null);
  assert.equal(events, ['view', 'close:cancel_click', 'removed']);
  h.close('cancel_click');
  assert.equal(events, ['view', 'close:cancel_click', 'removed'], 'a second close does nothing');
});

test('P26: features/effects is fetched only for a named effect other than fade, never under reduced motion', async () => {
  const asked: string[] = [];
  const real = sanitizing(async () => null); // features/sanitize and features/effects
  const load = async (p: string) => (p === 'features/effects' && asked.push(p), p === 'formats/lightbox/format_5' ? { default: format5 } : real(p));
  const with_ = async (dp: DesignProperties, reduced = false) => {
    reset(); // clears media queries too
    if (reduced) media['(prefers-reduced-motion: reduce)'] = true;
    asked.length = 0;
    await show(request({ dp, req: { html: HTML } }).req, { load, timer: c.timer });
    return asked.length;
  };
  assert.is(await with_({}), 0, 'no effect named: the fade in runtime.js');
  assert.is(await with_({ poptin_design_entry_effect: 'Fade', poptin_design_exit_effect: 'fade' }), 0);
  assert.is(await with_({ poptin_design_exit_effect: 'puff' }), 1);
  assert.is(await with_({ poptin_design_entry_effect: 'bounce' }, true), 0, 'X07: nothing to animate');
});

test('X05: an effects chunk that fails to load is a log line; the popup shows with the fade', async () => {
  const f = request({ dp: { poptin_design_entry_effect: 'up' }, req: { html: HTML } });
  const h = await show(f.req, {
    load: async (p) => {
      if (p === 'features/sanitize') return import('../../src/features/sanitize/sanitize');
      if (p === 'formats/lightbox/format_5') return { default: format5 };
      throw new Error('404 ' + p);
    },
    timer: c.timer,
  });
  assert.ok(h);
  assert.match($('.lp-d').style.animation, /lp-fade 300ms both/);
  assert.ok(warnings.some((w) => w.startsWith('[poptin] Effects failed to load')));
});

test('slots: a module with attach(s, el) works on the template\'s element, which keeps its content; false from it shows nothing; a throw hides its slot only', async () => {
  const html = '<div data-lp="main"><h2 data-lp="title">Hi</h2><p data-lp="messenger" data-x="1">Owner text</p></div>';
  for (const verdict of [undefined, false, 'throw'] as const) {
    reset();
    const seen: string[] = [];
    const f = request({ req: { html } });
    const h = await show(f.req, {
      load: sanitizing(async (p) => {
        if (p === 'formats/lightbox/format_5') return { default: format5 };
        if (p === 'features/messenger')
          return {
            CSS: '.own{color:red}',
            attach: (s: any, el: Element) => {
              seen.push(`${el.getAttribute('data-x')} ${el.textContent} ${typeof s.close}`);
              if (verdict == 'throw') throw new Error('bug in a slot');
              return verdict;
            },
          };
        throw new Error('404 ' + p);
      }),
      timer: c.timer,
    });
    assert.equal(seen, ['1 Owner text function']);
    if (verdict === false) {
      assert.is(h, null, 'false: no popup');
      assert.not.ok(document.querySelector('poptin-root'), 'nothing left on the page');
      assert.not.ok(warnings.some((w) => w.includes('Popup failed to show')), 'the chunk says why, not the runtime');
    } else if (verdict == 'throw') {
      assert.ok(h, 'X05: a throwing slot does not lose the popup');
      assert.ok(document.querySelector('poptin-root'));
      assert.is($('[data-lp=messenger]').hidden, true, 'its element hidden');
      assert.is($('[data-lp=title]').textContent, 'Hi', 'the rest shows');
      assert.equal(warnings.filter((w) => w.includes('Slot failed')), ['[poptin] Slot failed: messenger'], 'one log line, naming the marker');
      assert.not.ok(warnings.some((w) => w.includes('Popup failed to show')));
      h!.destroy();
    } else {
      assert.ok(h);
      assert.is($('[data-lp=messenger]').textContent, 'Owner text', 'nothing rendered over it');
      assert.ok(sheetText(shadow()).includes('.own{color:red}'), 'its CSS adopted');
    }
  }
});

test('X07: prefers-reduced-motion: no animation, removal at once', async () => {
  media['(prefers-reduced-motion: reduce)'] = true;
  const { h, events } = await open({ dp: { poptin_design_entry_effect: 'bounce' } });
  assert.is($('.lp-d').style.animation, '');
  h.close('cancel_click');
  assert.is(document.querySelector('poptin-root'), null);
  assert.equal(events, ['view', 'close:cancel_click', 'removed']);
});

test('destroy(): removed at once, no close report', async () => {
  const { h, events } = await open();
  h.destroy();
  assert.is(document.querySelector('poptin-root'), null);
  assert.equal(events, ['view', 'removed']);
  assert.is(c.pending, 0, 'timers cleared');
});

test('P06: position right_bottom aligns the overlay and the transform origin', async () => {
  await open({ dp: { poptin_location: 'right_bottom' } });
  const o = $('.lp-o');
  assert.is(o.style.justifyContent, 'flex-end');
  assert.is(o.style.alignItems, 'flex-end');
  assert.is($('.lp-d').style.transformOrigin, 'right bottom');
});

// 32 px text everywhere: scale-to-fit may shrink the box down to 14/32 (X07)
const BIG = '<div data-lp="main" style="font-size:32px"><h2 data-lp="title" style="font-size:32px">Big</h2><p style="font-size:32px">Text</p></div>';

test('P05: design box scaled to the window, never enlarged; relayout on resize', async () => {
  await open({ popup: { poptin_size: { width: 2048, height: 500 } }, dp: { poptin_design_close_options_type: 'closing_options-' }, req: { html: BIG } });
  const d = $('.lp-d');
  assert.is(d.style.width, '2048px');
  assert.is(d.style.minHeight, '500px');
  assert.is(d.style.maxHeight, 768 / 0.5 + 'px', 'the window height at this scale');
  assert.is(d.style.transform, 'scale(0.5)');
  (globalThis as any).innerWidth = 4096;
  window.dispatchEvent(new dom.window.Event('resize'));
  await until(() => $('.lp-d').style.transform === 'scale(1)');
});

test('issue 22: the smallest text is read only once the box must shrink: a box that fits its window reads no computed style', async () => {
  const real = globalThis.getComputedStyle;
  let reads = 0;
  globalThis.getComputedStyle = ((e: Element) => (reads++, real.call(globalThis, e))) as typeof getComputedStyle;
  try {
    (globalThis as any).innerWidth = 4096;
    // (no close control: jsdom has no font size for its ×)
    await open({ popup: { poptin_size: { width: 2048, height: 500 } }, dp: { poptin_design_close_options_type: 'closing_options-' }, req: { html: BIG } });
    assert.is($('.lp-d').style.transform, 'scale(1)');
    assert.is(reads, 0, 'fits at scale 1: no text read');
    // the window narrows: now the box must shrink, and how far depends on the text (32 px: 0.5)
    (globalThis as any).innerWidth = 1024;
    window.dispatchEvent(new dom.window.Event('resize'));
    await until(() => $('.lp-d').style.transform === 'scale(0.5)');
    assert.ok(reads > 0, 'read once it had to shrink');
  } finally {
    globalThis.getComputedStyle = real;
    (globalThis as any).innerWidth = 1024;
  }
});

test('X07: text that would go under 14 px is not shrunk: the box reflows to the window', async () => {
  await open({ popup: { poptin_size: { width: 2048, height: 500 } }, dp: { poptin_design_close_options_type: 'closing_options-' }, req: { html: BIG.replace(/32px/g, '20px') } });
  const d = $('.lp-d');
  // 0.5 would put 20 px text at 10 px
  assert.equal([d.style.transform, d.style.width, d.style.minHeight, d.style.maxHeight], ['scale(1)', '1024px', '500px', '768px']);
});

test('P05: default lightbox 800x500', async () => {
  await open();
  assert.is($('.lp-d').style.width, '800px');
  assert.is($('.lp-d').style.minHeight, '500px');
});

test('P05: a horizontal format on a narrow portrait window switches to its vertical layout', async () => {
  (globalThis as any).innerWidth = 400;
  (globalThis as any).innerHeight = 900;
  await open();
  const d = $('.lp-d');
  // jsdom has no font sizes: not shrunk, reflowed to the window (X07)
  assert.is(d.style.width, '400px');
  assert.is(d.style.minHeight, '800px');
  assert.is(d.style.transform, 'scale(1)');
  assert.match(sheetText(shadow()), /grid-template-rows:minmax\(0,192px\) auto/);
  (globalThis as any).innerWidth = 1200;
  window.dispatchEvent(new dom.window.Event('resize'));
  await until(() => /grid-template-columns:40% 1fr/.test(sheetText(shadow())));
});

test('X05: a format that fails to load is a log line and no popup', async () => {
  const f = request({ popup: { poptin_format: 'format_99' } });
  assert.is(await show(f.req, env()), null);
  assert.is(document.querySelector('poptin-root'), null);
  assert.ok(warnings.some((w) => w.startsWith('[poptin] Format failed to load: formats/lightbox/format_99')));
});

test('X05: a render that throws after the host is appended leaves nothing on the page', async () => {
  const f = request();
  const h = await show(f.req, {
    load: sanitizing(async (p) => (p === 'features/form' ? { Form: () => { throw new Error('boom'); } } : { default: format5 })),
    timer: c.timer,
  });
  assert.is(h, null);
  assert.is(document.querySelector('poptin-root'), null, 'no orphan host');
  assert.ok(warnings.some((w) => w.startsWith('[poptin] Popup failed to show')));
  assert.not.ok(f.events.includes('removed'), 'the engine frees the slot on null, not twice');
  assert.is(c.pending, 0, 'timers cleared (the Escape listener, armed after 800 ms, never will be)');
});

test('X05: server-made chunk names cannot leave the formats folder', async () => {
  const f = request({ popup: { poptin_format: '../../evil' } });
  assert.is(await show(f.req, env()), null);
  assert.equal(loaded, []);
});

test.run();
