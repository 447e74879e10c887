// A channel's icon in the list (§3.1 svg_icon, custom_image_url, icon_color): the owner's SVG
// kept to an allow-list of shapes and presentation attributes (no script, no event handler, no
// link, no style attribute: a strict-CSP page would refuse and report it), else the owner's image
// (http or https only), else the channel's first letter. Decorative: the link's text names it.
import type { Channel } from '../wire';
import { inert } from '../../core/trust';

const NS = 'http://www.w3.org/2000/svg';
const TAGS = /^(svg|g|path|circle|ellipse|rect|line|polyline|polygon)$/;
const ATTRS = /^(viewBox|d|cx|cy|r|rx|ry|x|y|x1|y1|x2|y2|width|height|points|transform|fill|fill-rule|clip-rule|stroke|stroke-width|stroke-linecap|stroke-linejoin|opacity|fill-opacity)$/;

/** A copy of the allowed part of `src` (an element of a parsed SVG document), or null */
function clean(src: Element): Element | null {
  if (!TAGS.test(src.localName) || src.namespaceURI != NS) return null;
  const e = document.createElementNS(NS, src.localName);
  for (const a of src.attributes) if (ATTRS.test(a.name) && !/url\s*\(/i.test(a.value)) e.setAttribute(a.name, a.value);
  for (const k of src.children) {
    const x = clean(k);
    if (x) e.append(x);
  }
  return e;
}

export function icon(ch: Channel): HTMLElement {
  const i = document.createElement('span');
  i.className = 'i';
  i.setAttribute('aria-hidden', 'true');
  if (ch.icon_color) i.style.setProperty('--ic', ch.icon_color);
  let svg: Element | null = null;
  try {
    // (parsed as HTML: an owner's SVG without xmlns is still SVG there, as it is inline in a page;
    // parsed inert, in a template through the Trusted Types policy (core/trust.ts: a page
    // that enforces Trusted Types gets the icon too), nothing runs or loads, and only a copy of
    // its shapes is kept)
    const e = ch.svg_icon && inert(ch.svg_icon).querySelector('svg');
    if (e) svg = clean(e);
  } catch {
    // (an SVG that does not parse: the image or the letter)
  }
  if (svg && svg.localName == 'svg') i.append(svg);
  else if (/^https?:\/\//i.test(ch.custom_image_url || '')) {
    const img = document.createElement('img');
    img.alt = '';
    img.src = ch.custom_image_url!;
    i.append(img);
  } else i.textContent = (ch.channel || '?')[0].toUpperCase();
  return i;
}
