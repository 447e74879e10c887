// The theme demo's shop and journal pages (T20, T21; docs/theme.md "Shop", "Ajax pagination"):
// the cart and its update, the checkout's refusal of blanks and its order, the journal's pages,
// its 404 template, the block layout's POST, and the malformed requests refused.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, get, post } from './helpers.mjs';

let s;
test.before(async () => {
  s = await start();
});
test.after(() => stop(s));
const FORM = 'application/x-www-form-urlencoded';
const qtys = (html) => [...html.matchAll(/name="cart\[(\w+)\]\[qty\]" value="(\d+)"/g)].map((m) => m[1] + '=' + m[2]).join(' ');

test('the cart: GET, remove, and an update posted as the form does', async () => {
  const r = await get(s, '/demo/theme/cart');
  assert.is(r.status, 200);
  assert.match(r.headers.get('content-security-policy'), /script-src 'nonce-/);
  const html = await r.text();
  assert.is(qtys(html), 'a1=1 b2=2 c3=1');
  assert.match(html, /data-module="shop"/);
  assert.match(html, /€60\.00/);
  assert.is(qtys(await (await get(s, '/demo/theme/cart?remove=b2')).text()), 'a1=1 c3=1');
  const u = await post(s, '/demo/theme/cart', 'cart%5Ba1%5D%5Bqty%5D=3&cart%5Bb2%5D%5Bqty%5D=0&update_cart=Update+cart', FORM);
  assert.is(u.status, 200);
  const up = await u.text();
  assert.is(qtys(up), 'a1=3 c3=1');
  assert.match(up, /Cart updated\./);
  assert.match(up, /€54\.00/);
});

test('the cart refuses a quantity that is not 0–99 and a body that is not a form', async () => {
  assert.is((await post(s, '/demo/theme/cart', 'cart%5Ba1%5D%5Bqty%5D=-1', FORM)).status, 400);
  assert.is((await post(s, '/demo/theme/cart', 'cart%5Ba1%5D%5Bqty%5D=100', FORM)).status, 400);
  assert.is((await post(s, '/demo/theme/cart', '{"a1":1}', 'application/json')).status, 415);
});

test('the checkout: blanks answer the form, filled as posted, with the notice group; the shipping block only with its box', async () => {
  const g = await (await get(s, '/demo/theme/checkout')).text();
  assert.match(g, /<div class="shipping_address" id="shipping-address" hidden>/);
  assert.not.match(g, /woocommerce-error/);
  const r = await post(s, '/demo/theme/checkout', 'billing_first_name=%3Cb%3ENoa&ship_to_different_address=1', FORM);
  assert.is(r.status, 200);
  const html = await r.text();
  assert.match(html, /<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout" role="alert"><ul class="woocommerce-error">/);
  assert.match(html, /Billing Last name<\/strong> is a required field/);
  assert.match(html, /Shipping Town \/ City<\/strong> is a required field/);
  assert.not.match(html, /Billing First name</);
  assert.match(html, /value="&#60;b&#62;Noa"/, 'what was typed, escaped');
  assert.match(html, /value="1" checked>/);
  assert.match(html, /<div class="shipping_address" id="shipping-address">/);
  const b = await (await post(s, '/demo/theme/checkout', 'billing_first_name=Noa', FORM)).text();
  assert.not.match(b, /Shipping/, 'no box: the shipping fields are not asked for');
  const ok = await post(s, '/demo/theme/checkout', 'billing_first_name=Noa&billing_last_name=L&billing_address_1=1+Harbour+Lane&billing_city=Haifa&billing_email=noa%40example.com', FORM);
  assert.match(await ok.text(), /Order received[\s\S]*Thank you, Noa/);
  assert.is((await post(s, '/demo/theme/checkout', 'x', 'text/plain')).status, 415);
});

test('the journal: its pages, a page past the end (404, the 404 template with the module), the block layout’s POST', async () => {
  const one = await (await get(s, '/demo/theme/posts')).text();
  assert.match(one, /<div id="journal" class="posts" data-module="pages">\n<h2>Journal: page 1 of 3<\/h2>/);
  assert.match(one, /<a class="next" href="\/demo\/theme\/posts\/page\/2">/);
  const two = await (await get(s, '/demo/theme/posts/page/2')).text();
  assert.match(two, /data-module="accordion"/);
  assert.match(two, /<a class="prev" href="\/demo\/theme\/posts">/);
  const nine = await get(s, '/demo/theme/posts/page/9');
  assert.is(nine.status, 404);
  const t = await nine.text();
  assert.match(t, /<body class="error404">/);
  assert.match(t, /<h2>Journal: there is no page 9<\/h2>/);
  assert.is((await get(s, '/demo/theme/posts/page/0')).status, 404);
  const block = await post(s, '/demo/theme/posts-block/page/2', 'layout_content=posts+per_page%3D2', FORM);
  assert.is(block.status, 200);
  assert.match(await block.text(), /<div class="block-layout" data-layout="posts per_page=2"><div id="journal-block" class="posts" data-module="pages">\n<h2>Journal: page 2 of 4<\/h2>/);
  assert.match(await (await post(s, '/demo/theme/posts-block/page/2', 'layout_content=posts+per_page%3D4', FORM)).text(), /page 2 of 2/);
  assert.is((await post(s, '/demo/theme/posts-block/page/2', 'layout_content=%3Cscript%3E', FORM)).status, 400);
  assert.is((await post(s, '/demo/theme/posts-block/page/2', '', FORM)).status, 400);
  assert.is((await post(s, '/demo/theme/posts/page/2', 'layout_content=posts+per_page%3D2', 'text/plain')).status, 415);
});

test.run();
