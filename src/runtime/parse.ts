// Templates become DOM here, sanitised (X04). Where the browser has the Sanitizer API,
// setHTML parses once into an inert <template> and applies the browser's safe baseline: no
// script, frame, object or embed, no event handler, no javascript: URL, whatever the config
// says. On top of it we drop what would act on the host document or leave the popup (base
// changes every relative URL on the page, meta can refresh it, link loads resources, a nested
// template hides content from this check, a portal is a frame where a browser still has one),
// keep only the attributes of ATTRS (the allow-list features/sanitize.js applies too, so a
// template keeps the same attributes on both paths),
// unwrap custom elements (the shadow root shares the page's registry, so a template could
// otherwise instantiate the host's own components) and remove data:/vbscript: URLs, which the
// baseline allows.
//
// Why the attributes are an allow-list and not a remove-list (issue 7, security 1): Chromium's
// Sanitizer (seen in 156) kills the renderer, the whole tab, when a config lets an attribute
// through that is the name of an event handler it knows from some interface but not as an
// element's content attribute, so that the safe baseline must strip it: `onstart` and
// `onfinish` (marquee), `onbeforematch`, `ontransitionrun`, `onvisibilitychange`, about 100 of
// the 236 on* names Chromium has. Minimal repro, on any page, with no mount involved:
//   document.createElement('div').setHTML('<b onstart=x>', {sanitizer: {removeElements: []}})
// Any config that allows attributes by default does it (removeElements, removeAttributes,
// elements without attributes); the default config and an explicit `attributes` list do not,
// because a handler is then never "allowed" and the buggy step never sees one.
// test/browser/robustness.test.mjs mounts every on* name on HTML, SVG and MathML elements.
// Browsers without setHTML (Safari at the time of writing), or with an older shape of it, fetch
// our allow-list sanitiser, features/sanitize.js, so the 1 kB it costs is not in everyone's
// runtime.js (docs/CONTRIBUTING.md "The ladder").
import { log } from '../core/log';
import { unsafeUrl, URL_ATTRS } from '../core/url';

/** The attributes a template keeps on both paths (plus aria-* and data-*), in DOM case (the
 *  Sanitizer API matches names exactly: SVG's viewBox); features/sanitize/sanitize.ts lowercases them. */
export const ATTRS = (
  'class id style title lang dir role hidden alt src href target rel width height type name value placeholder for ' +
  'colspan rowspan scope action method formaction checked disabled required readonly maxlength minlength min max step ' +
  'pattern autocomplete loading decoding poster controls autoplay muted loop playsinline datetime cite start reversed ' +
  'span open selected multiple label download ' +
  // openers (P10, spec item 6): inert here, the loader reads them from a click's composed path
  'poptinaction poptinid ' +
  // SVG presentation and geometry
  'viewBox d fill stroke stroke-width stroke-linecap stroke-linejoin stroke-dasharray fill-rule clip-rule opacity ' +
  'fill-opacity stroke-opacity cx cy r rx ry x y x1 y1 x2 y2 points transform offset ' +
  'stop-color stop-opacity gradientUnits gradientTransform preserveAspectRatio font-size font-weight text-anchor ' +
  'clip-path mask fx fy'
).split(' ');

// A start tag up to its '>' (a quoted value may hold one), and in it a `style` attribute's name
// (not inside a quoted value).
const TAG = /<[a-z](?:"[^"]*"|'[^']*'|[^"'>])*/gi;
const STYLE = /("[^"]*"|'[^']*')|([\s/])style(?=[\s/=]|$)/gi;
const MOVED = 'data-lp-style';

type Native = HTMLTemplateElement & { setHTML?(html: string, o: object): void };

export async function parse(html: string, load: (path: string) => Promise<any>): Promise<DocumentFragment> {
  const frag = await clean(html.replace(TAG, (t) => t.replace(STYLE, (m, q, c) => q || c + MOVED)), load);
  // Strict CSP (issue 7, security 2): Chromium checks a style="" attribute against the page's
  // style-src when it parses it, in an inert <template>, a DOMParser or a setHTML document alike,
  // and reports a violation for each one. So the attribute is renamed before parsing (above),
  // crosses either sanitiser as a data-* attribute, and becomes a CSSOM write here, which no
  // style-src restricts. A style attribute the rename missed (odd markup) is parsed as before.
  for (const e of frag.querySelectorAll<HTMLElement>(`[${MOVED}]`)) {
    e.style.cssText = e.getAttribute(MOVED)!;
    e.removeAttribute(MOVED);
  }
  return frag;
}

async function clean(html: string, load: (path: string) => Promise<any>): Promise<DocumentFragment> {
  const t = document.createElement('template') as Native;
  try {
    // aria-* cannot be written as a pattern in a Sanitizer config: the browser's own ARIA
    // reflection names them (ariaLabel, ariaDescribedByElements → aria-label, aria-describedby)
    const aria = Object.getOwnPropertyNames(Element.prototype)
      .filter((n) => /^aria[A-Z]/.test(n))
      .map((n) => 'aria-' + n.slice(4).replace(/Elements?$/, '').toLowerCase());
    t.setHTML!(html, {
      sanitizer: {
        removeElements: ['base', 'meta', 'link', 'template', 'portal'],
        // `is` passes only so that the loop below can see it and unwrap the element
        attributes: [...ATTRS, ...aria, 'is', { name: 'href', namespace: 'http://www.w3.org/1999/xlink' }],
        dataAttributes: true,
      },
    });
    // an early implementation filled the element itself instead of its content
    if (t.firstChild) throw 0;
  } catch {
    return (await load('features/sanitize')).sanitize(html, document);
  }
  const gone = new Set<string>();
  for (const e of t.content.querySelectorAll('*')) {
    for (const a of [...e.attributes])
      if (URL_ATTRS.has(a.name) && unsafeUrl(a.value)) gone.add('unsafe urls'), e.removeAttribute(a.name);
    // customized built-ins keep their `is` from creation: the element itself must go
    if (e.localName.includes('-') || e.hasAttribute('is')) gone.add('custom elements'), e.replaceWith(...e.childNodes);
  }
  if (gone.size) log('Template sanitised, removed: ' + [...gone].join(', '));
  return t.content;
}
