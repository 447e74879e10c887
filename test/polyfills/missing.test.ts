// The second spec's §8: missing browser features are logged (src/polyfills/missing.ts), without
// assigning anything to the page's globals.
import { reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { missing } from '../../src/polyfills/missing';
import { warnings } from '../setup/helpers';

test.before.each(() => reset());

test('a browser with everything: nothing logged', () => {
  const w = window as any;
  const had = w.fetch;
  w.fetch ||= () => {}; // jsdom has none
  assert.equal(missing(), []);
  w.fetch = had;
});

test('fetch and FormData missing: named in one log line, and left missing (no global assigned)', () => {
  const w = window as any;
  const had = [w.fetch, w.FormData];
  w.fetch = undefined;
  w.FormData = undefined;
  assert.equal(missing(), ['fetch', 'FormData']);
  assert.ok(warnings.includes('[poptin] Missing browser features: fetch, FormData'));
  assert.is(w.fetch, undefined);
  [w.fetch, w.FormData] = had;
});

test.run();
