// Templates become DOM here, sanitised (X04). Where the browser has the Sanitizer API,
// setHTML parses once into an inert <template> and applies the browser's safe baseline: no
// script, frame, object or embed, no event handler, no javascript: URL, whatever the config
// says. On top of it we drop what would act on the host document or leave the popup (base
// changes every relative URL on the page, meta can refresh it, link loads resources, ping posts
// clicks elsewhere, a nested template hides content from this check), unwrap custom elements
// (the shadow root shares the page's registry, so a template could otherwise instantiate the
// host's own components) and remove data:/vbscript: URLs, which the baseline allows.
// Browsers without it (Safari at the time of writing), or with an older shape of it, fetch our
// allow-list sanitiser, features/sanitize.js, so the 1 kB it costs is not in everyone's
// runtime.js (design.md: "only where the native Sanitizer API is missing").
import { log } from '../../core/log';
import { unsafeUrl, URL_ATTRS } from '../../core/url';

type Native = HTMLTemplateElement & { setHTML?(html: string, o: object): void };

export async function parse(html: string, load: (path: string) => Promise<any>): Promise<DocumentFragment> {
  const t = document.createElement('template') as Native;
  try {
    t.setHTML!(html, { sanitizer: { removeElements: ['base', 'meta', 'link', 'template'], removeAttributes: ['ping'] } });
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
