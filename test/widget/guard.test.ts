// X05 in the widget (issue 21: its listeners and timers go through src/core): a handler of ours
// that throws is one log line, never an exception in the host page. The representative site: a
// channel link's click, whose call 2 report runs into a page whose fetch wrapper throws at once
// (a broken monitoring script's), and the button's press, whose list loader throws.
import { reset } from '../setup/dom';
import { restoreConsole, warnings } from '../setup/helpers';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { boot, type Ctx } from '../../src/widget/boot';
import { shareSeen } from '../../src/core/log';
import { list } from '../../src/widget/list/list';
import type { Widget, WidgetSettings } from '../../src/widget/wire';

const S: WidgetSettings = { ajax_url: 'https://shop.example/ajax', nonce: 'n1', analytics: 1, widgets: [] };
const W: Widget = { id: 'w1', channels: [{ channel: 'Email', channel_type: 'Email', value: 'hi@shop.example' }, { channel: 'Phone', channel_type: 'Phone', value: '+15550100' }] };
const host = () => document.querySelector('lp-widget')!.shadowRoot!;

/** the exceptions that reached the page: what its window.onerror and error listeners see */
let reached: unknown[];
const onError = (e: ErrorEvent) => reached.push(e.error);
test.before.each(() => {
  reset('https://shop.example/page');
  warnings.length = 0;
  shareSeen(new Set());
  reached = [];
  window.addEventListener('error', onError);
});
test.after.each(() => window.removeEventListener('error', onError));
test.after(restoreConsole);

test('X05 a channel click whose report throws (the page broke fetch): a log line, nothing reaches the page', async () => {
  let ctx: Ctx | undefined;
  boot(S, { ...W }, async () => ({ list: (c: Ctx) => list((ctx = c)) }));
  (host().querySelector('button') as HTMLButtonElement).click();
  await new Promise((r) => setImmediate(r));
  assert.ok(ctx, 'the list is open');
  const fetch = globalThis.fetch;
  globalThis.fetch = () => {
    throw new TypeError('the page broke fetch');
  };
  try {
    host().querySelector<HTMLAnchorElement>('a.ch')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  } finally {
    globalThis.fetch = fetch;
  }
  assert.equal(reached, [], 'no exception in the host page');
  assert.ok(warnings.includes('[poptin] Listener failed: click'), warnings.join('\n'));
});

test('X05 a press whose list loader throws: a log line, nothing reaches the page', () => {
  boot(S, { ...W }, () => {
    throw new Error('loader bug');
  });
  (host().querySelector('button') as HTMLButtonElement).click();
  assert.equal(reached, [], 'no exception in the host page');
  assert.ok(warnings.includes('[poptin] Listener failed: click'), warnings.join('\n'));
});

test.run();
