// Strict Content-Security-Policies (issue 7, security 2): a site without 'unsafe-inline' for
// styles, or with a nonce-based strict script policy, gets the popup looking exactly as on a
// page without a policy, and the popup causes no securitypolicyviolation at all. The reference
// server sends the policy for a demo page with ?csp=NAME (server/demo.mjs), with a fresh nonce
// on the loader tag.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, afterOneSecond, settled, quiet, insertPopup, fillForm, until, rows } from './harness.mjs';

const env = suite(test);

/** Every violation the page reports, from before its first script. */
function violations() {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim()));
}

/** Computed styles of the parts a visitor sees, from the host element down to the template. */
function looks() {
  const host = document.querySelector('poptin-root');
  const r = host.shadowRoot;
  const pick = (el, props) => {
    const cs = getComputedStyle(el);
    return Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
  };
  return {
    host: pick(host, ['position', 'z-index', 'inset', 'pointer-events']),
    overlay: pick(r.querySelector('.lp-o'), ['position', 'display', 'background-color', 'justify-content', 'align-items', 'font-family', 'color']),
    dialog: pick(r.querySelector('.lp-d'), ['width', 'height', 'border-radius', 'background-color', 'box-shadow', 'overflow', 'display', 'animation-name']),
    grid: pick(r.querySelector('.lp-c'), ['display', 'grid-template-rows']),
    no: pick(r.querySelector('.t-no'), ['text-decoration-line', 'opacity', 'font-size', 'background-color']),
    input: pick(r.querySelector('form.lp-f input[type=email]'), ['padding-left', 'border-top-width', 'border-top-color', 'border-radius', 'font-size', 'width', 'box-sizing']),
    button: pick(r.querySelector('form.lp-f button[type=submit]'), ['background-color', 'color', 'padding-top', 'border-radius', 'font-weight']),
    // the template's own <style> (and the seed's base CSS) and a style="" attribute in it
    title: pick(r.querySelector('.t-title'), ['font-family', 'font-size']),
    kicker: pick(r.querySelector('.t-kicker'), ['background-color', 'border-radius']),
    svgText: pick(r.querySelector('svg text'), ['font-family']),
    // the effects' keyframes: the entry effect of format 15 (explode → lp-tada) exists
    keyframes: [...r.adoptedStyleSheets].flatMap((s) => [...s.cssRules]).filter((k) => k.type === 7).map((k) => k.name).sort(),
  };
}

async function showUnder(csp) {
  const t = await env.page({ clock: true, init: violations });
  const res = await t.page.goto(env.url('/demo/p/format-15' + (csp ? '?csp=' + csp : '')));
  await afterOneSecond(t.page);
  await settled(t.page);
  return { t, header: res.headers()['content-security-policy'] || '', look: await t.page.evaluate(looks) };
}

let baseline;
test('without a policy: the popup looks as designed (the reference for the policies below)', async () => {
  const { t, look } = await showUnder('');
  baseline = look;
  assert.is(look.host.position, 'fixed');
  assert.is(look.host['z-index'], '2147483647');
  assert.is(look.overlay['background-color'], 'rgba(0, 0, 0, 0.6)');
  assert.is(look.dialog['background-color'], 'rgb(255, 255, 255)');
  assert.is(look.input['border-radius'], '6px');
  assert.is(look.button['background-color'], 'rgb(155, 209, 122)', "the template's --lp-accent");
  assert.match(look.title['font-family'], /Georgia/);
  assert.match(look.svgText['font-family'], /Georgia/, 'a style="" attribute of the template applies');
  assert.ok(look.keyframes.includes('lp-tada') && look.keyframes.includes('lp-fade'), look.keyframes.join());
  assert.equal(await t.page.evaluate(() => window.__csp), []);
  await t.page.screenshot({ path: '/tmp/shots-shell/csp-none.png' });
});

for (const [name, expect] of [
  ['self', "style-src 'self'"],
  ['nonce', "style-src 'nonce-"],
  ['strict', "script-src 'nonce-"],
  ['tt', "script-src 'nonce-"],
]) {
  test(`under "${expect}…": the same computed styles and zero securitypolicyviolation events`, async () => {
    const { t, header, look } = await showUnder(name);
    assert.ok(header.startsWith(expect), header);
    assert.equal(look, baseline);
    await quiet(t);
    assert.equal(await t.page.evaluate(() => window.__csp), [], 'no violation');
    assert.ok(await dialog(t.page).isVisible());
    await t.page.screenshot({ path: `/tmp/shots-shell/csp-${name}.png` });
    assert.equal(t.errors, []);
  });
}

// Trusted Types (issue 20, X03): under require-trusted-types-for 'script' with our policy name
// listed, the conversion code, the allow-list sanitiser (browsers without setHTML), the messaging
// SDK and every component go through the one policy: zero violations, and they work.
const CODE = '<script>window.__inline = 1</script><script src="/demo/assets/conversion-standin.js"></script>';


test('Trusted Types: a conversion code (inline and src scripts) runs through the lightpop policy, zero violations', async () => {
  insertPopup(env.db, { id: 'ttconversion1', page: '/demo/p/tt-conversion', popup: { display_after_sec_active: 1 }, conversion_code: CODE });
  const t = await env.page({ clock: true, init: violations });
  await t.page.goto(env.url('/demo/p/tt-conversion?csp=tt'));
  await afterOneSecond(t.page);
  const form = await fillForm(t.page, { email: 'tt@example.com' });
  await form.locator('button[type=submit]').click();
  await t.page.waitForFunction(() => window.__inline === 1 && window.__conversionStandin === 1);
  await quiet(t);
  assert.equal(await t.page.evaluate(() => window.__csp), [], 'no violation');
  assert.equal(t.errors, []);
});

test('Trusted Types: without setHTML (Safari), the allow-list sanitiser parses through the policy; components and the messaging SDK too', async () => {
  for (const [path, sel] of [
    ['/demo/p/format-15', 'form.lp-f'],
    ['/demo/p/buttons', '[data-lp=button], [data-lp=coupon]'],
    ['/demo/p/coupon', '[data-lp=coupon] button'],
    ['/demo/p/timer-flash', '[role=timer]'],
    ['/demo/p/social-3', '[data-lp=messenger] button[data-standin=chat]'],
  ]) {
    const t = await env.page({ clock: true, init: () => delete Element.prototype.setHTML });
    await t.page.addInitScript(violations);
    await t.page.goto(env.url(path + '?csp=tt'));
    await afterOneSecond(t.page);
    await t.page.locator('poptin-root ' + sel).first().waitFor();
    await quiet(t);
    assert.equal(await t.page.evaluate(() => window.__csp), [], path + ': no violation');
    assert.ok(t.requests.some((u) => u.endsWith('/features/sanitize.js')), path + ': the allow-list sanitiser ran');
    assert.equal(t.errors, [], path);
    await t.ctx.close();
  }
});

test("Trusted Types: a page whose list lacks our name refuses the policy: one log line, the popup still shows, the conversion code does not run", async () => {
  const t = await env.page({ clock: true });
  await t.page.goto(env.url('/demo/p/tt-conversion?csp=ttother'));
  await afterOneSecond(t.page);
  const form = await fillForm(t.page, { email: 'tt.other@example.com' });
  await form.locator('button[type=submit]').click();
  await until(() => rows(env.db, 'SELECT * FROM conversions WHERE email = ?', 'tt.other@example.com')[0], 'the lead stored');
  await until(() => t.logs.some((l) => l.includes('Trusted Types refused lightpop')), 'the log line');
  assert.is(await t.page.evaluate(() => window.__inline), undefined);
  assert.equal(t.errors, []);
});

test.run();
