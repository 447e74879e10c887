// The window globals the theme's modules read bare (in a browser the window is the global; in
// jsdom it is not): scroll and resize listeners, scrollY (set by the test with scrollTo below).
import { dom } from '../setup/dom';

const w = dom.window as unknown as Window;
let y = 0;
Object.defineProperty(globalThis, 'scrollY', { get: () => y, configurable: true });
for (const k of ['addEventListener', 'removeEventListener', 'dispatchEvent'] as const) (globalThis as any)[k] = (w[k] as any).bind(w);

/** the page scrolled to y: scrollY, then a scroll event on the window */
export const scrollToY = (to: number) => ((y = to), w.dispatchEvent(new (dom.window.Event as typeof Event)('scroll')));
