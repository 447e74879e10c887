// Server templates are sanitised before they reach the DOM (X04). The html is parsed in an inert
// <template> (no script runs, no image loads), cleaned against an allow-list and handed back as
// the parsed nodes themselves: nothing is serialised and parsed again, so the mutation-XSS class
// of bugs (a string that parses differently the second time) cannot occur.
// This is the fallback for browsers without the Sanitizer API (runtime/parse.ts): a chunk of its
// own, so browsers that have Element.setHTML never download it.
import { log } from '../../core/log';
import { inert } from '../../core/trust';
import { unsafeUrl, URL_ATTRS as URLS } from '../../core/url';
import { ATTRS as LIST } from '../../runtime/parse';

// Elements dropped with everything inside them.
const DROP = new Set(
  'script iframe object embed base meta link noscript template frame frameset applet portal math noembed xmp plaintext'.split(' '),
);

// Elements kept. Anything else (custom elements, <font>, <center>…) is unwrapped: its children
// stay, the element goes. <style> stays: it lives inside the popup's shadow root (X02).
const KEEP = new Set(
  ('a abbr article aside b bdi bdo blockquote br button caption cite code col colgroup dd del details dfn div dl dt em ' +
    'fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr i img input ins kbd label legend li main mark ' +
    'nav ol optgroup option p picture pre q s section select small source span strong style sub summary sup table ' +
    'tbody td textarea tfoot th thead time tr u ul video audio track wbr ' +
    // inline SVG basics
    'svg g path circle rect line polyline polygon ellipse defs lineargradient radialgradient stop use symbol text tspan ' +
    'clippath mask title desc').split(' '),
);

// parse.ts's list, which the Sanitizer API path applies too, plus the namespaced SVG ones
const ATTRS = new Set([...LIST, 'xmlns', 'xmlns:xlink', 'xlink:href'].map((a) => a.toLowerCase()));

/** Parses `html` inertly and returns the cleaned nodes. What was removed is logged once. */
export function sanitize(html: string, doc: Document): DocumentFragment {
  const frag = inert(html, doc);
  const removed = new Set<string>();
  const clean = (parent: Node) => {
    for (const el of [...parent.childNodes] as Element[]) {
      const type = el.nodeType;
      if (type == 1) {
        const name = el.localName.toLowerCase(), tag = '<' + name + '>';
        if (DROP.has(name)) {
          removed.add(tag);
          el.remove();
          continue;
        }
        const is = el.hasAttribute('is');
        for (const a of [...el.attributes]) {
          const an = a.name.toLowerCase(), url = URLS.has(an);
          if (!(ATTRS.has(an) || /^(aria|data)-[\w-]+$/.test(an)) || (url && unsafeUrl(a.value))) {
            removed.add(an.startsWith('on') ? 'on* handlers' : url ? 'unsafe urls' : an);
            el.removeAttribute(a.name);
          }
        }
        clean(el);
        // a customized built-in (is="…") keeps its name from creation, attribute or not: the
        // page's own definition would upgrade it once mounted, so it is unwrapped like one
        if (!KEEP.has(name) || is) {
          removed.add(tag);
          el.replaceWith(...el.childNodes);
        }
      } else if (type != 3) el.remove(); // comments, processing instructions, CDATA; text stays
    }
  };
  clean(frag);
  if (removed.size) log('Template sanitised, removed: ' + [...removed].join(', '));
  return frag;
}
