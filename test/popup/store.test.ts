// popup/store.ts is the one place that says which storefront fields calls 5, 6, 7 and 9 carry
// (call 8's, in loader.js, is test/dist/loader.test.mjs's): each sender carries exactly its
// fields, and a field added there (as the storefront issue's adapter will) reaches every payload.
import { calls, reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { reportClose, reportView } from '../../src/engine/reporting';
import { conversionBody } from '../../src/features/form/conversion-body';
import { STORE } from '../../src/popup/store';
import { boot, popup, restoreConsole, T0 } from '../setup/helpers';
import { request } from '../runtime/fixture';

test.before.each(() => reset());
test.after(restoreConsole);

/** the storefront fields of calls 5, 7, 9 (JSON) and 6 (form-encoded), each by call */
async function sent() {
  const b = boot([]);
  await reportView(b, popup('a'), 'sec', T0);
  reportClose(b, popup('a'), 'cancel_click');
  const out: Record<string, Record<string, string>> = {};
  const pick = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).filter(([k]) => /^(store|cart|wix)_/.test(k)));
  for (const c of calls) {
    const n = c.url.includes('/viewed/') ? 5 : c.url.includes('/closed/') ? 7 : c.url.includes('/conversion-activities/') ? 9 : 0;
    if (n) out[n + (out[n] ? 'b' : '')] = pick(JSON.parse(c.body));
  }
  out[6] = pick(Object.fromEntries(conversionBody(request().req, [], [], false, '', navigator, 'k')));
  return out;
}

test('calls 5, 6, 7 and 9 carry the storefront pair, empty, and no other storefront field', async () => {
  const pair = { store_integration: '', store_integration_customer_id: '' };
  assert.equal(STORE, pair);
  assert.equal(await sent(), { 5: pair, 6: pair, 7: pair, 9: pair, '9b': pair });
});

test('a field or a value set in STORE is in every one of them', async () => {
  const s = STORE as Record<string, string>;
  s.store_integration = 'shopify';
  s.cart_total_items = '2';
  try {
    const want = { store_integration: 'shopify', store_integration_customer_id: '', cart_total_items: '2' };
    assert.equal(await sent(), { 5: want, 6: want, 7: want, 9: want, '9b': want });
  } finally {
    s.store_integration = '';
    delete s.cart_total_items;
  }
});

test.run();
