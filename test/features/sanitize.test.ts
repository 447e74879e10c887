// X04: the template sanitiser against hostile input. Every case parses with the real HTML parser
// (jsdom), so entity and whitespace tricks are decoded exactly as a browser would.
import { reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sanitize } from '../../src/features/sanitize/sanitize';
import { unsafeUrl } from '../../src/core/url';

const clean = (html: string) => {
  const d = document.createElement('div');
  d.append(sanitize(html, document));
  return d;
};
const warnings: string[] = [];
const warn = console.warn;

test.before.each(() => {
  reset();
  warnings.length = 0;
  console.warn = (m: string) => warnings.push(m);
});
test.after.each(() => {
  console.warn = warn;
});

test('scripts, frames, objects, base, meta and link go with their content', () => {
  const d = clean(
    '<p>hi</p><script>alert(1)</script><iframe src="https://x"></iframe><object data="x"></object><embed src="x">' +
      '<base href="https://evil/"><meta http-equiv="refresh" content="0;url=https://evil"><link rel="stylesheet" href="x">' +
      '<noscript><img src=x onerror=alert(1)></noscript><template><script>1</script></template><math><mi>x</mi></math>',
  );
  assert.is(d.innerHTML, '<p>hi</p>');
});

test('on* handlers are removed in any case', () => {
  const d = clean('<div OnClick="alert(1)" onmouseover="x()" class="a" data-lp="main"><a href="https://ok.example/" ONFOCUS="x">ok</a></div>');
  assert.is(d.innerHTML, '<div class="a" data-lp="main"><a href="https://ok.example/">ok</a></div>');
});

test('javascript:, data: and vbscript: urls are removed however spelt', () => {
  const hostile = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&Tab;script:alert(1)',
    'jav&#10;ascript:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
  ];
  for (const h of hostile) {
    const d = clean(`<a href="${h.replace(/"/g, '&quot;')}">x</a><img src="${h}"><form action="${h}"><button formaction="${h}">b</button></form><svg><a xlink:href="${h}"><text>t</text></a><use href="${h}"></use></svg>`);
    assert.is(d.querySelector('a')!.hasAttribute('href'), false, h);
    assert.is(d.querySelector('img')!.hasAttribute('src'), false, h);
    assert.is(d.querySelector('form')!.hasAttribute('action'), false, h);
    assert.is(d.querySelector('button')!.hasAttribute('formaction'), false, h);
    assert.is(d.querySelector('svg a')!.hasAttribute('xlink:href'), false, h);
    assert.is(d.querySelector('use')!.hasAttribute('href'), false, h);
  }
});

test('safe urls stay', () => {
  const d = clean('<a href="https://shop.example/sale" target="_blank" rel="noopener">s</a><a href="/x?a=1">r</a><a href="mailto:a@b.co">m</a><img src="https://cdn.example/a.png" alt="A">');
  assert.is(d.querySelectorAll('[href]').length, 3);
  assert.is(d.querySelector('img')!.getAttribute('src'), 'https://cdn.example/a.png');
  assert.is(d.querySelector('img')!.getAttribute('alt'), 'A');
});

test('srcdoc and unknown attributes are dropped; aria-* and data-* stay', () => {
  const d = clean('<div srcdoc="<script>1</script>" aria-hidden="true" data-lp="image" data-submit="Go" style="color:red" formtarget="x"></div>');
  const el = d.firstElementChild!;
  assert.equal(el.getAttributeNames().sort(), ['aria-hidden', 'data-lp', 'data-submit', 'style']);
});

test('a customized built-in (is="…") is unwrapped: removing the attribute would not stop the upgrade', () => {
  const d = clean('<button is="x-evil">go</button><div is="x-evil"><b>in</b></div><p>p</p>');
  assert.is(d.innerHTML, 'go<b>in</b><p>p</p>');
});

test('<style> and inline SVG basics stay', () => {
  const d = clean('<style>.a{color:red}</style><svg viewBox="0 0 10 10" width="10"><path d="M0 0L10 10" fill="none" stroke="#000"/><circle cx="5" cy="5" r="2"/></svg>');
  assert.is(d.querySelector('style')!.textContent, '.a{color:red}');
  assert.ok(d.querySelector('svg path[d="M0 0L10 10"]'));
  assert.ok(d.querySelector('svg circle[r="2"]'));
  assert.is(d.querySelector('svg')!.getAttribute('viewBox'), '0 0 10 10');
});

test('unknown elements are unwrapped, their text kept; svg script and animation go', () => {
  const d = clean('<x-card><font color="red">Sale</font> <center>now</center></x-card><svg><script>1</script><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href"/></svg>');
  assert.is(d.textContent, 'Sale now');
  assert.not.ok(d.querySelector('font, center, x-card, set, animate, script'));
});

test('comments are removed', () => {
  assert.is(clean('<p>a<!-- <img src=x onerror=alert(1)> --></p>').innerHTML, '<p>a</p>');
});

test('what was removed is logged once, with the prefix', () => {
  clean('<script>1</script><div onclick="x"></div>');
  clean('<script>1</script><div onclick="x"></div>');
  assert.is(warnings.length, 1);
  assert.match(warnings[0], /^\[poptin\] Template sanitised, removed: .*<script>.*on\* handlers/);
});

test('unsafeUrl: the scheme check alone', () => {
  assert.ok(unsafeUrl('javascript:x'));
  assert.ok(unsafeUrl(' \n\tJAVASCRIPT:x'));
  assert.ok(unsafeUrl('j\u00a0avascript:x'));
  assert.ok(unsafeUrl('\ufeffdata:x'));
  assert.not.ok(unsafeUrl('https://x/javascript:'));
  assert.not.ok(unsafeUrl('/path'));
});

test.run();
