// The slots table (docs/templates.md "Slots"): a template marks where a component goes with
// data-lp="<marker>", and this table says which feature chunk fills it and which of the chunk's
// exports is the component. The engine reads it to prefetch a popup's chunks (needs.ts), the
// runtime to mount them (runtime.ts): a new component is one row here and a folder in
// src/features. Every slot chunk also exports CSS (adopted in the popup's shadow root) and may
// export rows(s), the number of rows it draws a few at a time (ROWS_PER_TASK, runtime.ts).
export const SLOTS: Record<string, [chunk: string, component: string]> = {
  form: ['features/form', 'Form'],
  messenger: ['features/messenger', 'Messenger'],
  timer: ['features/timer', 'attach'],
  ticker: ['features/ticker', 'attach'],
  text: ['features/text', 'attach'],
  button: ['features/button', 'attach'],
  coupon: ['features/coupon', 'attach'],
  game: ['features/game', 'attach'],
  products: ['features/products', 'attach'],
  gap: ['features/gap', 'attach'],
};

/** The markers in a raw template (a prefetch hint: the sanitised DOM decides what mounts). An
 *  attribute follows white space; a selector in the template's <style> ([data-lp=form]) does not
 *  and costs no chunk. */
export const slotsIn = (html: string) => Object.keys(SLOTS).filter((m) => new RegExp(`\\sdata-lp=.?${m}\\b`).test(html));
