// The form's chunks that arrive after the runtime adopted the popup's sheets (features/fields.js,
// the date picker, the international phone) adopt their own here, once per popup, right after
// the form's sheet: the template's sheets stay last and win a tie (docs/templates.md "Styling").
// A field is drawn into its slot before the shell moves the template into the shadow root, so
// it waits for that, a frame at a time. In features/form.js, which those chunks import from.
const adopted = new WeakMap<ShadowRoot, string[]>();

export function adopt(el: Element, css: string, n = 0): unknown {
  const r = el.getRootNode();
  if (!(r instanceof ShadowRoot)) return n < 99 && requestAnimationFrame(() => adopt(el, css, n + 1));
  const had = adopted.get(r) || [];
  if (had.includes(css)) return;
  adopted.set(r, [...had, css]);
  const a = r.adoptedStyleSheets;
  const i = a.findIndex((x) => x.cssRules[0]?.cssText.startsWith('.lp-f'));
  const s = new CSSStyleSheet();
  s.replaceSync(css);
  r.adoptedStyleSheets = [...a.slice(0, i + 1), s, ...a.slice(i + 1)];
}
