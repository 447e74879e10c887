// Templates become DOM here, sanitised (X04). Where the browser has the Sanitizer API,
// setHTML parses once into an inert <template> and applies the browser's safe baseline: no
// script, frame, object or embed, no event handler, no javascript: URL, whatever the config
// says. On top of it we drop what would act on the host document (base changes every relative
// URL on the page, meta can refresh it, link loads resources) and data:/vbscript: URLs, which
// the baseline allows. Browsers without it (Safari at the time of writing) fetch our allow-list
// sanitiser, features/sanitize.js, so the 1 kB it costs is not in everyone's runtime.js
// (design.md: "only where the native Sanitizer API is missing").
import { log } from '../../core/log';
import { unsafeUrl, URL_ATTRS } from '../../core/url';

type Native = HTMLTemplateElement & { setHTML?(html: string, o: object): void };

export async function parse(html: string, load: (path: string) => Promise<any>): Promise<DocumentFragment> {
  const t = document.createElement('template') as Native;
  if (!t.setHTML) return (await load('features/sanitize')).sanitize(html, document);
  t.setHTML(html, { sanitizer: { removeElements: ['base', 'meta', 'link'] } });
  let n = 0;
  for (const e of t.content.querySelectorAll('*'))
    for (const a of [...e.attributes]) if (URL_ATTRS.has(a.name) && unsafeUrl(a.value) && ++n) e.removeAttribute(a.name);
  if (n) log('Template sanitised, removed: unsafe urls');
  return t.content;
}
