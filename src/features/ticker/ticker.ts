// features/ticker.js (P25, spec §4 "News ticker: default duration 7000 ms (divided by 400 for
// seconds), default direction left"): a template's [data-lp=ticker] element holds the owner's
// items (links, spans, a list); attach() keeps them and makes them a loop that moves sideways
// (docs/templates.md "News ticker"):
//   data-duration   in the spec's units: one loop (the items travel their own length, or the
//                   ticker's width when they are shorter) takes duration / 400 seconds; 7000 → 17.5 s;
//                   at least 2000 (5 s: MIN_DURATION)
//   data-direction  left (the default) or right: the way the items travel; in a Hebrew popup
//                   (right to left) the default is right, so a line's start comes in first
// A second copy of the items follows the first for a seamless loop; it is aria-hidden and inert,
// so screen readers read the items once and Tab never lands in it. Hover, focus inside (a link
// of the items) and the pause button stop it; under prefers-reduced-motion it never moves: the
// items wrap onto lines, and there is no copy and no button. The motion is CSS (CSS below); the
// ticker's own numbers go in through the CSSOM (custom properties), never a style attribute.
import { log } from '../../core/log';
import { strings } from '../../core/strings';
import type { PopupState } from '../../runtime/state';
import { DURATION, MIN_DURATION, UNITS_PER_S } from './constants';

const t = strings({ p: 'Pause scrolling' }, { p: 'השהיית הגלילה' });

// .lp-tk the owner's element: the window (.lp-tk-v) and the pause button side by side
// .lp-tk-t the track: two copies (.lp-tk-g) in a row, moved by half its width per loop
// A copy is at least the window's width (container units), so short items still loop seamlessly.
// --lp-tk-s the loop's seconds, --lp-tk-x -50% (left to right layout) or 50% (right to left).
export const CSS =
  '.lp-tk{display:flex;align-items:center;gap:4px;min-width:0}' +
  '.lp-tk-v{flex:1;min-width:0;overflow:hidden;container-type:inline-size}' +
  '.lp-tk-t{display:flex;width:max-content;animation:lp-tk var(--lp-tk-s) linear infinite}' +
  '.lp-tk-r .lp-tk-t{animation-direction:reverse}' +
  // focus on an item stops it, focus on the button does not: pressing play with the keyboard plays
  '.lp-tk:is(:hover,.lp-tk-off) .lp-tk-t,.lp-tk-v:focus-within .lp-tk-t{animation-play-state:paused}' +
  '@keyframes lp-tk{from{transform:none}to{transform:translateX(var(--lp-tk-x))}}' +
  '.lp-tk-g{display:flex;flex:none;align-items:center;gap:2em;min-width:100cqw;padding-inline-end:2em;box-sizing:border-box;white-space:nowrap}' +
  '.lp-tk-g>:is(ul,ol){display:flex;gap:2em;margin:0;padding:0;list-style:none}' +
  '.lp-tk-b{all:unset;flex:none;display:grid;place-items:center;width:44px;height:44px;border-radius:50%;cursor:pointer}' +
  '.lp-tk-b:focus-visible{outline:3px solid currentColor;outline-offset:-3px}' +
  '.lp-tk-b:before{content:"";width:4px;height:14px;border:solid currentColor;border-width:0 4px}' +
  '.lp-tk-b[aria-pressed=true]:before{width:0;height:0;border-width:8px 0 8px 13px;border-color:transparent currentColor}' +
  // still: one copy, wrapping; the media query also holds when the setting changes while it shows
  '.lp-tk-still .lp-tk-t{animation:none;width:auto}.lp-tk-still .lp-tk-g{flex:auto;white-space:normal;flex-wrap:wrap;min-width:0;padding:0;row-gap:4px}' +
  '.lp-tk-still .lp-tk-g>:is(ul,ol){flex-wrap:wrap;row-gap:4px}' +
  '@media (prefers-reduced-motion:reduce){.lp-tk-t{animation:none!important;width:auto}.lp-tk-g{flex:auto;white-space:normal;flex-wrap:wrap;min-width:0;padding:0}.lp-tk-g+.lp-tk-g,.lp-tk-b{display:none}}';

/** The ticker's settings from its element: the loop's seconds, and whether it is right to left
 *  and travels rightwards. An unknown value is a log line and its default. */
export function settings(s: PopupState, el: HTMLElement) {
  const d = el.dataset, raw = d.duration, dir = d.direction;
  let n = raw == null ? DURATION : +raw;
  if (!(n > 0 && n < 1e9)) log('Ticker duration unknown: ' + raw), (n = DURATION);
  // a floor, not the default: 20 would loop every 50 ms, a strobe (WCAG 2.3.1)
  if (n < MIN_DURATION) log('Ticker duration under 2000: ' + raw), (n = MIN_DURATION);
  // the popup's direction, unless the template gave the ticker (or an element around it) its own
  const rtl = (el.closest('[dir]')?.getAttribute('dir') || (s.lang == 'he' ? 'rtl' : '')) == 'rtl';
  if (dir && dir != 'left' && dir != 'right') log('Ticker direction unknown: ' + dir);
  return { sec: n / UNITS_PER_S, rtl, right: dir == 'right' || (dir != 'left' && rtl) };
}

export function attach(s: PopupState, el: HTMLElement): void {
  const o = settings(s, el), doc = el.ownerDocument;
  const div = (c: string) => Object.assign(doc.createElement('div'), { className: c });
  const v = div('lp-tk-v'), tr = div('lp-tk-t'), g = div('lp-tk-g');
  g.append(...el.childNodes);
  tr.append(g);
  v.append(tr);
  el.append(v);
  el.classList.add('lp-tk');
  if (s.reduced) return el.classList.add('lp-tk-still');
  // the copy: out of the accessibility tree and the Tab order, and no id twice on the page. Made
  // once every slot of the template is attached (the runtime attaches them in one synchronous
  // pass, in document order), so a [data-lp=text] among the items is copied with its value.
  Promise.resolve()
    .then(() => {
      const copy = g.cloneNode(true) as HTMLElement;
      copy.setAttribute('aria-hidden', 'true');
      copy.setAttribute('inert', '');
      copy.querySelectorAll('[id]').forEach((e) => e.removeAttribute('id'));
      tr.append(copy);
    })
    .catch((e) => log('Ticker failed', e));
  // the layout runs from the start edge: left to right, travelling left, is the animation as
  // written; travelling the other way, it runs in reverse; right to left mirrors both
  el.classList.toggle('lp-tk-r', o.right != o.rtl);
  el.style.setProperty('--lp-tk-s', o.sec + 's');
  el.style.setProperty('--lp-tk-x', o.rtl ? '50%' : '-50%');
  // WCAG 2.2.2: moving content gets a control to stop it (a phone has no hover); a toggle
  // button with one name, pressed while stopped
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = 'lp-tk-b';
  b.setAttribute('aria-label', t(s.lang, 'p'));
  b.setAttribute('aria-pressed', 'false');
  s.L.on(b, 'click', () => b.setAttribute('aria-pressed', '' + el.classList.toggle('lp-tk-off')));
  el.append(b);
}
