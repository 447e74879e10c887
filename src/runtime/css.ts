// The shell's CSS, inside the popup's shadow root (X02): host CSS cannot reach in and none of
// this leaks out; `:host{all:initial}` stops the page's inherited styles at the boundary. `all`
// does not reset custom properties: the --lp-* the form and templates read are reset on :host,
// so a page's own --lp-accent cannot restyle the popup (their fallbacks apply).
// .lp-tf is the thank-you screen's fade in (§9, mount.ts).
// The fade is the default entry and exit, and the thank-you fade-in; the other effects' keyframes
// are in features/effects.js, fetched only for a popup that names one (P26). Written for size: it
// ships in runtime.js.
// The overlay clips (overflow:clip, not hidden): the unscaled dialog box can be wider than a phone,
// and a hidden-overflow box still scrolls when focus lands on a field, shifting the dialog aside.
// X07: an image area never makes the box taller than its text (contain:size): behind the text
// (fullpage formats 3 and 8) its picture's own height pushed the form below the fold.
// X07 focus (WCAG 2.4.7, 2.4.11): a control focused in the scrolling content stops 8 px short of
// its edges (its focus ring shows), and 52 px short of the top, where the 44 px close cross sits
// over it (a field's label above it shows too); the credit badge is a line of the dialog's own
// below the content, not laid over its end, where it hid a "No thanks" scrolled there.
// X07 contrast: the close note sits on a white pill, whatever is behind it; a disabled close
// control keeps full contrast (its countdown is text to read); --lp-error (the form's message
// colour, set by dark formats) is reset on :host like the accent.
import { CLOSE_ICON_PX, THANKS_FADE_MS } from './constants';

export const CSS =
  ':host{all:initial;--lp-accent:initial;--lp-accent-ink:initial;--lp-error:initial}[hidden]{display:none!important}' +
  '.lp-o{position:fixed;inset:0;display:flex;overflow:clip;pointer-events:none;font:16px/1.5 system-ui,sans-serif;color:#222}.lp-dim{pointer-events:auto;background:#0009}' +
  '.lp-d{position:relative;flex:none;display:flex;flex-direction:column;box-sizing:border-box;background:#fff;box-shadow:0 9px 40px #0006;overflow:hidden;pointer-events:auto;outline:0}' +
  '.lp-c{flex:1 1 auto;min-height:0;overflow:auto;display:grid;grid:auto/1fr;scroll-padding:52px 8px 8px}.lp-c>*{min-width:0;box-sizing:border-box}' +
  '.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{position:relative}' +
  '[data-lp=image]{background:50%/cover}.lp-c>[data-lp=image]{contain:size}[data-lp=image] img,img[data-lp=image]{display:block;width:100%;height:100%;object-fit:cover}' +
  '.lp-m{position:absolute;opacity:0}' +
  '.lp-cl{position:absolute;top:0;inset-inline-end:0;z-index:2;display:flex;align-items:center}' +
  '.lp-b{position:static;justify-content:center;padding:8px}' +
  '.lp-cl button{border:0;font:inherit;color:#222;cursor:pointer}' +
  `.lp-x{width:${CLOSE_ICON_PX}px;height:${CLOSE_ICON_PX}px;border-radius:50%;background:#fffd;font-size:28px}` +
  '.lp-bt{padding:8px 20px;border-radius:4px}.lp-n{font-size:14px;padding:2px 8px;border-radius:4px;background:#fff;color:#222}' +
  '.lp-pv{margin:0;padding:8px 48px;background:#ffc;font-size:14px;text-align:center}' +
  '.lp-cr{align-self:flex-end;margin:4px 8px;font-size:14px;color:inherit}' +
  `.lp-tf{animation:lp-fade ${THANKS_FADE_MS}ms}@keyframes lp-fade{0%{opacity:0}}`;
