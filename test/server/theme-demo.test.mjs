// The theme demo's ?notheme=1 switch (issue 25's bench, docs/bench.md "The theme"): the same page
// without theme.js, as Lighthouse's baseline; the default page keeps its tag.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, get } from './helpers.mjs';

let s;
test.before(async () => {
  s = await start();
});
test.after(() => stop(s));

const TAG = /<script src="\/dist\/theme\.js" nonce="[^"]+" defer><\/script>/;

test('a theme page carries theme.js by default', async () => {
  for (const p of ['/demo/theme/', '/demo/theme/modules', '/demo/theme/modules?notheme=0']) {
    const r = await get(s, p);
    assert.is(r.status, 200, p);
    assert.ok(TAG.test(await r.text()), p);
  }
});

test('?notheme=1 serves the same page without it', async () => {
  for (const p of ['/demo/theme/', '/demo/theme/modules', '/demo/theme/slider-top']) {
    const a = await (await get(s, p)).text();
    const r = await get(s, p + '?notheme=1');
    assert.is(r.status, 200, p);
    const b = await r.text();
    assert.not.match(b, /<script/, p);
    // nothing else differs (the nonce aside, the countdown's clock, which moves with the second,
    // and the contact form's token and sum, new on each page: server/theme/contact.mjs)
    const norm = (h) => h.replace(TAG, '').replace(/\n+<\/body>/, '\n</body>').replace(/\d{9,}/g, 'T').replace(/"[0-9a-z]+\.[\w-]{43}"/g, 'K').replace(/(<b data-n>|name="captcha_[ab]" value=")\d+/g, '$1N');
    assert.is(norm(b), norm(a), p);
  }
});

test.run();
