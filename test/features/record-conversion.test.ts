// P20: what a conversion stores, runs and dispatches: the visitor's side at the submit
// (features/form/record-conversion.ts), the server's answer when it comes (features/lead/acknowledge.ts).
import { calls, dom, reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { recordConversion } from '../../src/features/form/record-conversion';
import { acknowledge, inject } from '../../src/features/lead/acknowledge';
import { getCookie } from '../../src/core/storage';
import type { ShowRequest } from '../../src/popup/rungs';
import { boot, captureEvents, detailOf, maxAge, pid, popup, restoreConsole, warnings } from '../setup/helpers';

const A = pid('a');
const YEAR = 365 * 86400;
const b = { ...boot([]), popup: popup('a') } as unknown as ShowRequest;
const { got: events, clear } = captureEvents('poptinSubmit');
const DETAIL = detailOf('a');

test.before.each(() => {
  reset();
  clear();
  delete (window as any).onpoptinSubmit;
});
test.after(restoreConsole);

test('P20 conversion: cookies for 365 days, lower-cased email, poptinSubmit, onpoptinSubmit', () => {
  const got: any[] = [];
  (window as any).onpoptinSubmit = (d: any) => got.push(d);
  recordConversion(b, ' Ann@Example.COM');
  acknowledge({ conversion_id: 'c42', integration: { conversion_code: '' } }, '');
  assert.is(getCookie('poptin_converted_' + A), 'o');
  assert.is(maxAge('poptin_converted_' + A), YEAR);
  assert.is(getCookie('poptin_conversion_id'), 'c42');
  assert.is(maxAge('poptin_conversion_id'), YEAR);
  assert.is(localStorage.getItem('poptin_converted_email'), 'ann@example.com');
  assert.equal(events.poptinSubmit, [DETAIL]);
  assert.equal(got, [DETAIL]);
  assert.is(getCookie('poptin_closed_' + A), '', 'a conversion is not a close');
  assert.is(calls.length, 0, 'call 6 is the runtime’s');
});

test('P20 a throwing onpoptinSubmit is logged, not thrown into the page', () => {
  (window as any).onpoptinSubmit = () => {
    throw new Error('host bug');
  };
  recordConversion(b, '');
  assert.ok(warnings.includes('[poptin] onpoptinSubmit failed'));
  assert.is(events.poptinSubmit.length, 1);
});

test('P20 conversion code: into the head, scripts re-created so they run, with the nonce', () => {
  acknowledge({ integration: { conversion_code: '<img src="https://px.example/p.gif"><script async src="https://px.example/t.js"></script><script>window.px=1</script>' } }, 'n0nce');
  const s = [...document.head.querySelectorAll('script')];
  assert.is(s.length, 2);
  assert.is(s[0].getAttribute('src'), 'https://px.example/t.js');
  assert.ok(s[0].hasAttribute('async'));
  assert.is(s[1].text, 'window.px=1');
  for (const x of s) assert.is(x.nonce, 'n0nce');
  assert.ok(document.head.querySelector('img[src="https://px.example/p.gif"]'));
});

test('P20 conversion code scripts run (a page that runs scripts), parsed copies would not', () => {
  const JSDOM = dom.constructor as any; // the jsdom class, without a type package
  const page = new JSDOM('<!doctype html><head></head><body></body>', { runScripts: 'dangerously' });
  const g = globalThis as any, saved = g.document;
  g.document = page.window.document;
  try {
    inject('<script>window.ran = (window.ran || 0) + 1</script>', '');
    // control: the same html appended as parsed does not run
    const t = page.window.document.createElement('template');
    t.innerHTML = '<script>window.parsed = 1</script>';
    page.window.document.head.append(t.content);
  } finally {
    g.document = saved;
  }
  assert.is(page.window.ran, 1);
  assert.is(page.window.parsed, undefined);
  page.window.close();
});

test.run();
