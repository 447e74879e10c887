// A unit test per shell kind (src/shells, runtime/kind.ts), through runtime.show() in jsdom: the
// modal kind dims the page, makes it inert, takes focus and traps it; the bar and slide-in kinds
// leave the page usable (non-modal dialogs that never take focus, Escape only from inside), and a
// top bar pushes the page down and gives the padding back.
import { reset, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show } from '../../src/runtime/runtime';
import format5 from '../../src/formats/lightbox/format_5';
import * as bar from '../../src/shells/bar/bar';
import * as slide from '../../src/shells/slide/slide';
import * as inline from '../../src/shells/inline/inline';
import type { DesignProperties, Popup } from '../../src/popup/wire';
import { $, clock, key, painted, request, sanitizing, shadow, TEMPLATE } from '../runtime/fixture';

const HTML = TEMPLATE.replace('<div data-lp="form" data-submit="Join"></div>', '<input name="q" aria-label="Search">');
let c = clock();
const loaded: string[] = [];
const open = async (type: any, dp: DesignProperties = {}, popup: Partial<Popup> = {}, at?: HTMLElement) => {
  const f = request({ popup: { poptin_type: type, ...popup }, dp, req: { html: HTML, at } });
  const h = await show(f.req, {
    load: sanitizing(async (p) => {
      loaded.push(p);
      if (p.startsWith('formats/')) return { default: format5 };
      if (p == 'shells/bar') return bar;
      if (p == 'shells/slide') return slide;
      if (p == 'shells/inline') return inline;
      throw new Error('404 ' + p);
    }),
    timer: c.timer,
  });
  await until(() => !h || f.events.includes('view'));
  return { ...f, h: h! };
};

test.before.each(() => {
  reset();
  c = clock();
  loaded.length = 0;
  document.documentElement.removeAttribute('style');
});

/** X07 for a kind that is not modal: no dimmed overlay, a labelled `role` with no aria-modal, no
 *  trap, the page usable and its focus kept (`btn`); Escape closes it only from inside. */
async function nonModal(events: string[], btn: HTMLElement, role: string, what: string) {
  assert.not.ok($('.lp-o').classList.contains('lp-dim'), what + ': no dimmed overlay');
  assert.is($('.lp-d').getAttribute('role'), role, what);
  assert.is($('.lp-d').getAttribute('aria-modal'), null, what);
  assert.ok($('.lp-d').getAttribute('aria-labelledby'), what + ': labelled');
  assert.is(shadow()!.querySelectorAll('.lp-m').length, 0, what + ': no trap markers');
  assert.not.ok(document.body.inert, what + ': the page stays usable');
  await painted(c);
  assert.is(document.activeElement, btn, what + ': focus stays on the page');
  c.tick(800);
  key(27, 'Escape');
  assert.not.ok(events.some((e) => e.startsWith('close')), what + ': Escape on the page leaves it open');
  const q = $<HTMLInputElement>('input[name=q]');
  q.focus();
  key(27, 'Escape', q);
  assert.ok(events.includes('close:cancel_click'), what + ': Escape with focus inside closes it');
}

test('modal (lightbox, fullpage, gamified, mobile): dims and takes the page, focus moves in and is trapped; no shell chunk', async () => {
  for (const type of ['lightbox', 'fullpage', 'gamified', 'mobile']) {
    reset();
    loaded.length = 0;
    const page = document.createElement('main');
    document.body.append(page);
    const { h } = await open(type);
    assert.equal(loaded, [`formats/${type}/format_5`], type + ': the modal kind is part of runtime.js');
    assert.ok($('.lp-o').classList.contains('lp-dim'), type);
    assert.is($('.lp-d').getAttribute('aria-modal'), 'true', type);
    assert.is(shadow()!.querySelectorAll('.lp-m').length, 2, type + ': the trap markers');
    assert.ok(document.body.inert, type + ': the page is inert');
    await painted(c);
    assert.is((shadow()!.activeElement as HTMLInputElement)?.name, 'q', type + ': focus moved in');
    h.destroy();
    assert.not.ok(document.body.inert, type + ': the page is given back');
  }
});

for (const [type, chunk] of [['bar', 'shells/bar'], ['bside', 'shells/slide'], ['sside', 'shells/slide'], ['browsing', 'shells/slide'], ['social', 'shells/slide']]) {
  test(`${type}: its kind's chunk (${chunk}); a non-modal dialog that leaves the page usable and never takes focus`, async () => {
    const btn = document.createElement('button');
    document.body.append(btn);
    btn.focus();
    const { events } = await open(type, { poptin_location: type == 'bar' ? 'bottom_bar' : 'right_bottom' });
    assert.ok(loaded.includes(chunk));
    await nonModal(events, btn, 'dialog', type);
  });
}

test('slide: it slides from the side it sits on; fitted to the window less 16 px margins, a wide card reflowed, not turned upright', async () => {
  for (const [at, x, y] of [['left_bottom', '-48px', '0'], ['right_top', '48px', '0'], ['center_bottom', '0', '48px'], ['center_top', '0', '-48px']]) {
    reset();
    await open('bside', { poptin_location: at });
    const d = $('.lp-d');
    assert.equal([d.style.getPropertyValue('--lp-x'), d.style.getPropertyValue('--lp-y')], [x, y], at);
  }
  const fit = slide.kind.fit!;
  // a 460 x 240 card in a 1024 x 768 window: as designed; in a 390 px window: the window's
  // width less 32 px, in its vertical layout, unscaled
  assert.equal(fit({ width: 460, height: 240 }, { width: 1024, height: 768 }, true, 1), { s: 1, w: 460, h: 240, m: 736, v: false });
  assert.equal(fit({ width: 460, height: 240 }, { width: 390, height: 844 }, true, 1), { s: 1, w: 358, h: 240, m: 812, v: true });
});

test('bar: a top bar pushes the page down by its height; removal restores the padding; a bottom bar does not', async () => {
  document.documentElement.style.paddingTop = '3px';
  const { h } = await open('bar', { poptin_location: 'top_bar' }, { poptin_size: { width: 2048, height: 100 } });
  // jsdom has no font sizes: the box is not shrunk but reflowed to the 1024 px window
  assert.is(document.documentElement.style.paddingTop, '100px', '100 px design height, unscaled');
  h.destroy();
  assert.is(document.documentElement.style.paddingTop, '3px');
  await open('bar', { poptin_location: 'bottom_bar' });
  assert.is(document.documentElement.style.paddingTop, '3px');
});

test('inline (embedded, content): its chunk; mounted in its host element in the flow, a labelled region that never takes focus; Escape only from inside', async () => {
  for (const type of ['embedded', 'content']) {
    reset();
    loaded.length = 0;
    const btn = document.createElement('button');
    const at = document.createElement('div');
    document.body.append(btn, at);
    btn.focus();
    const { events } = await open(type, {}, {}, at);
    assert.ok(loaded.includes('shells/inline'), type);
    const root = at.querySelector('poptin-root') as HTMLElement;
    assert.ok(root, type + ': inside its host');
    assert.match(root.style.cssText, /position: relative !important/);
    await nonModal(events, btn, 'region', type);
  }
  const fit = inline.kind.fit!;
  // the "window" is the host's width: never wider than the design, never scaled; a horizontal
  // design in a host under 80 % of its width takes its vertical layout
  assert.equal(fit({ width: 720, height: 300 }, { width: 1000, height: 800 }, true, 1), { s: 1, w: 720, h: 300, m: 1e5, v: false });
  assert.equal(fit({ width: 720, height: 300 }, { width: 600, height: 800 }, true, 1), { s: 1, w: 600, h: 300, m: 1e5, v: false });
  assert.equal(fit({ width: 720, height: 300 }, { width: 350, height: 800 }, true, 1), { s: 1, w: 350, h: 300, m: 1e5, v: true });
});

test('X05: a shell kind that fails to load is a log line and no popup', async () => {
  const warn = console.warn, got: string[] = [];
  console.warn = (m: string) => got.push(m);
  try {
    const f = request({ popup: { poptin_type: 'embedded' }, req: { html: HTML } });
    assert.is(await show(f.req, { load: sanitizing(async (p) => (p.startsWith('formats/') ? { default: format5 } : Promise.reject(new Error('404')))), timer: c.timer }), null);
    assert.ok(got.some((m) => m.includes('Shell failed to load: shells/inline')));
    assert.is(document.querySelector('poptin-root'), null);
  } finally {
    console.warn = warn;
  }
});

test.run();
