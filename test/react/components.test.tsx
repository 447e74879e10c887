// The shell and the form under REAL react + react-dom (no alias): the components keep to the React
// API subset that behaves the same in Preact (docs/CONTRIBUTING.md "Build and toolchain"), so the
// DOM, ARIA and behaviour asserted in test/runtime and test/features hold here too. Run: node
// --import tsx test/react/components.test.tsx
import { calls, reset, respond, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, createElement as h, version } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { paint } from '../../src/runtime/paint';
import { Form } from '../../src/features/form/form';
import * as leadModule from '../../src/features/lead/lead';
import { popupState, type PopupState } from '../../src/runtime/state';
import { sanitize } from '../../src/features/sanitize/sanitize';
import format5 from '../../src/formats/lightbox/format_5';
import { modal } from '../../src/shells/modal/modal';
import type { DesignProperties, Field, Popup } from '../../src/popup/wire';
import type { ShowRequest } from '../../src/popup/rungs';
import { $, clock, key, painted, request, shadow } from '../runtime/fixture';

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const FIELDS: Field[] = [
  { tag: 'email', label: 'Email', required: 1 },
  { tag: 'name', label: 'Name', required: 1 },
  { tag: 'phone', label: 'Phone' },
];

let c = clock();
async function mountReact(o: { popup?: Partial<Popup>; dp?: DesignProperties; req?: Partial<ShowRequest> } = {}) {
  const f = request({ ...o, popup: { poptin_fields: FIELDS, ...o.popup } });
  const frag = sanitize(f.req.html, document);
  const slot = frag.querySelector('[data-lp=form]')!;
  const host = document.createElement('poptin-root');
  const root = host.attachShadow({ mode: 'open' });
  document.body.append(host);
  const shell = createRoot(root);
  let inner: Root | undefined;
  let unpaint = () => {};
  const s: PopupState = popupState(f.req, format5, modal, frag, { timer: c.timer, load: async () => leadModule }, () => {
    unpaint();
    inner?.unmount();
    shell.unmount();
    host.remove();
    f.req.onRemoved();
  });
  await act(async () => void (unpaint = paint(shell, s)));
  await act(async () => (inner = createRoot(slot)).render(h(Form, { s, el: slot })));
  return { ...f, s };
}
const tick = (ms: number) => act(() => c.tick(ms));
const input = (n: string) => $<HTMLInputElement>(`form [name="${n}"]`) as HTMLInputElement;
const type = (n: string, v: string) => {
  input(n).value = v;
  input(n).dispatchEvent(new Event('input', { bubbles: true }));
};

test.before.each(() => {
  reset();
  c = clock();
});

test('this is real React', () => {
  assert.match(version, /^19\./);
});

test('shell: dialog ARIA, template mounted, thanks hidden, view reported', async () => {
  const { events } = await mountReact();
  const d = $('[role=dialog]');
  assert.is(d.getAttribute('aria-modal'), 'true');
  assert.is(shadow()!.getElementById(d.getAttribute('aria-labelledby')!)!.textContent, 'Get 10% off');
  assert.is($('[data-lp=thanks]').hidden, true);
  assert.is(d.style.width, '800px');
  assert.is(d.style.transform, 'scale(1)');
  // no <style> element (a strict CSP blocks it): the runtime adopts the shell's sheet
  assert.is(shadow()!.querySelector('style'), null);
  assert.equal(events, ['view']);
});

test('shell: DOM-order focus (no positive tabindex, X07), focus on the first field, trap markers', async () => {
  await mountReact({ req: { index: 1 } });
  const [start, end] = Array.from(shadow()!.querySelectorAll<HTMLElement>('.lp-m'));
  assert.equal([start.tabIndex, end.tabIndex], [0, 0]);
  await act(async () => painted(c));
  assert.is(shadow()!.activeElement, input('email'));
  assert.equal(['email', 'name', 'phone'].map((n) => input(n).tabIndex), [0, 0, 0]);
  await act(async () => end.focus());
  assert.is(shadow()!.activeElement, input('email'));
  await act(async () => start.focus());
  assert.is(shadow()!.activeElement!.getAttribute('aria-label'), 'Close');
});

test('shell: Escape only after 800 ms; countdown on the close control', async () => {
  const { events } = await mountReact({ dp: { poptin_design_show_x_after_sec: 2 } });
  assert.is(($('.lp-x') as HTMLButtonElement).disabled, true);
  assert.is($('.lp-x').textContent, '2');
  await tick(799);
  key(27, 'Escape');
  assert.equal(events, ['view']);
  await tick(201);
  assert.is($('.lp-x').textContent, '1');
  await tick(1000);
  assert.is($('.lp-x').textContent, '×');
  assert.is(($('.lp-x') as HTMLButtonElement).disabled, false);
  await act(async () => void key(27, 'Escape'));
  assert.equal(events, ['view', 'close:cancel_click']);
  await tick(800);
  assert.is(document.querySelector('poptin-root'), null);
  assert.equal(events, ['view', 'close:cancel_click', 'removed']);
});

test('shell: Hebrew and preview banner', async () => {
  await mountReact({ req: { lang: 'he', preview: true } });
  assert.is($('[role=dialog]').getAttribute('dir'), 'rtl');
  assert.is($('.lp-x').getAttribute('aria-label'), 'סגירה');
  assert.match($('.lp-pv').textContent!, /^זוהי תצוגה מקדימה/);
});

test('form: labels with asterisks, types, validation messages with ARIA', async () => {
  await mountReact();
  const labels = Array.from(shadow()!.querySelectorAll('form label')).map((l) => l.textContent!.trim());
  assert.equal(labels, ['Email *', 'Name *', 'Phone']);
  assert.is(input('email').type, 'email');
  assert.is(input('phone').type, 'tel');
  type('phone', '55a5-12x34');
  assert.is(input('phone').value, '555-1234');
  type('email', 'x@y');
  type('name', '<b>');
  await act(async () => $('form button').click());
  assert.is(input('email').getAttribute('aria-invalid'), 'true');
  assert.is(shadow()!.getElementById(input('email').getAttribute('aria-describedby')!)!.textContent, 'There are typos in the email');
  assert.is(shadow()!.getElementById(input('name').getAttribute('aria-describedby')!)!.textContent, 'Please enter at least 2 or more characters');
  assert.is(calls.length, 0);
});

test('form: all empty shakes and highlights the email field', async () => {
  await mountReact();
  await act(async () => $('form button').click());
  assert.ok($('form').classList.contains('lp-sh'));
  assert.ok(input('email').classList.contains('lp-hl'));
  await act(async () => void key(66, 'b', input('email')));
  assert.not.ok(input('email').classList.contains('lp-hl'));
});

test("form: call 6, then 'Sent successfully!' and close after 0.1 s", async () => {
  const { events } = await mountReact();
  respond(() => ({ body: { success: true, conversion_id: 5 } }));
  type('email', 'ann@shop.example');
  type('name', 'Ann');
  await act(async () => $('form button').click());
  await until(() => calls.length === 1);
  assert.is(calls[0].url, 'https://api.example/api/display/conversion/viewer-7');
  assert.is(new URLSearchParams(calls[0].body).get('email'), 'ann@shop.example');
  await act(() => until(() => events.some((e) => e == 'convert')));
  assert.is($('form button').textContent, 'Sent successfully!');
  await tick(100);
  await tick(800);
  assert.is(document.querySelector('poptin-root'), null);
  assert.not.ok(events.some((e) => e.startsWith('close:')));
});

test('form: thank-you screen', async () => {
  await mountReact({ dp: { poptin_design_thank_screen: { active: 1, auto_close: 1, auto_close_sec: 2 } } });
  respond(() => ({ body: { success: true, conversion_id: 5 } }));
  type('email', 'ann@shop.example');
  type('name', 'Ann');
  await act(async () => $('form button').click());
  await act(() => until(() => $('[data-lp=main]').hidden));
  assert.is($('[data-lp=thanks]').hidden, false);
});

test('form: each checkbox field keeps its own state', async () => {
  await mountReact({ popup: { poptin_fields: [{ tag: 'checkbox', name: 'news', label: 'News' }, { tag: 'checkbox', name: 'terms', label: 'Terms' }] } });
  await act(async () => input('terms').click());
  assert.is(input('terms').checked, true);
  assert.is(input('news').checked, false);
  await act(async () => input('news').click());
  await act(async () => input('terms').click());
  assert.equal([input('news').checked, input('terms').checked], [true, false]);
});

test('shell: the skip button counts down in its label', async () => {
  await mountReact({ req: { lang: 'he' }, dp: { poptin_design_close_options_type: 'closing_options-button', poptin_design_show_x_after_sec: 1 } });
  assert.is($('.lp-bt').textContent, 'דילוג (1)');
  assert.is(($('.lp-bt') as HTMLButtonElement).disabled, true);
  await tick(1000);
  assert.is($('.lp-bt').textContent, 'דילוג');
});

test.run();
