// runtime/parse.ts: with the Sanitizer API the browser sanitises (setHTML) and we only add our
// drop list and the data:/vbscript: check; without it the allow-list chunk is fetched. jsdom has
// no setHTML, so the native case stubs it to record the call (Chromium runs the real one in
// test/browser/robustness.test.mjs).
import { reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from '../../src/runtime/parse';
import * as fallback from '../../src/features/sanitize/sanitize';

const proto = HTMLTemplateElement.prototype as any;
const loaded: string[] = [];
const load = async (p: string) => (loaded.push(p), fallback);
const html = (f: DocumentFragment) => {
  const d = document.createElement('div');
  d.append(f);
  return d.innerHTML;
};

test.before.each(() => {
  reset();
  loaded.length = 0;
  delete proto.setHTML;
});
test.after(() => void delete proto.setHTML);

test('without setHTML: features/sanitize is fetched and does the work', async () => {
  const f = await parse('<b onclick="x()">hi</b><script>1</script>', load);
  assert.equal(loaded, ['features/sanitize']);
  assert.is(html(f), '<b>hi</b>');
});

test('with setHTML: no chunk; base, meta, link, template, portal dropped and attributes allow-listed by config; data: and vbscript: urls stripped', async () => {
  let config: any;
  proto.setHTML = function (this: HTMLTemplateElement, h: string, o: unknown) {
    config = o;
    this.innerHTML = h; // stands in for the browser, which also applies its safe baseline
  };
  const f = await parse(
    '<a id="d" href=" data:text/html,x">d</a><a id="v" href="VBScript:x">v</a><a id="ok" href="/fine">ok</a>' +
      '<img id="i" src="data:image/png;base64,AA"><form id="f" action="https://x.example/"></form>',
    load,
  );
  assert.equal(loaded, []);
  const c = config.sanitizer;
  assert.equal(c.removeElements, ['base', 'meta', 'link', 'template', 'portal']);
  assert.is(c.dataAttributes, true);
  // an allow-list of attributes, never a remove-list: Chromium's Sanitizer crashes the tab when
  // a config lets an event handler through to its baseline (parse.ts)
  assert.is(c.removeAttributes, undefined);
  for (const a of ['class', 'style', 'href', 'viewBox', 'is']) assert.ok(c.attributes.includes(a), a);
  assert.not.ok(c.attributes.some((a: any) => typeof a === 'string' && /^on/.test(a)), 'no on* name');
  const get = (id: string, a: string) => f.getElementById(id)!.getAttribute(a);
  assert.equal([get('d', 'href'), get('v', 'href'), get('i', 'src')], [null, null, null]);
  assert.is(get('ok', 'href'), '/fine');
  assert.is(get('f', 'action'), 'https://x.example/');
});

test('with setHTML: custom elements and customized built-ins are unwrapped, their content kept', async () => {
  proto.setHTML = function (this: HTMLTemplateElement, h: string) {
    this.innerHTML = h;
  };
  const f = await parse('<x-widget data-a="1"><b id="kept">kept</b></x-widget><button is="x-button">go</button><p>p</p>', load);
  assert.is(html(f), '<b id="kept">kept</b>go<p>p</p>');
});

test('a setHTML that throws (an older shape of the API) or fills the element itself: the allow-list instead', async () => {
  proto.setHTML = () => {
    throw new TypeError('sanitizer must be a Sanitizer');
  };
  assert.is(html(await parse('<b onclick="x()">a</b>', load)), '<b>a</b>');
  proto.setHTML = function (this: HTMLTemplateElement, h: string) {
    this.append(document.createTextNode(h)); // into the element, not its content
  };
  assert.is(html(await parse('<i>b</i>', load)), '<i>b</i>');
  assert.equal(loaded, ['features/sanitize', 'features/sanitize']);
});

test.run();
