// The spin wheel, gamified format 3 (spec §4 "Gamified", P23, issue 23), drawn in the template's
// [data-lp=game]. A slice per prize label (features/game/types.ts: a game never gets a code), a
// pointer at the top, a Spin button in the hub unless a form starts the play (Play.gated).
// begin() spins to the drawn slice: the final angle is set once and a CSS transition (set through
// the CSSOM: strict-CSP safe; a transform, so the compositor runs it) eases to it, so the wheel
// lands exactly on it whatever the frame rate; shown() waits on s.T, not on the transition.
// In Hebrew the wheel is the mirror image (slices counter-clockwise, it spins that way too), so
// the prizes read in the language's direction across the top.
import { log } from '../../core/log';
import { strings } from '../../core/strings';
import type { Game } from './types';

// §4 the spin wheel spins 7 s, or 8 s with design_properties.disable_post_play_screen (the submit
// flow follows a win). Here, not in constants.ts: a module two chunks import becomes a chunk of
// its own.
export const WHEEL_MS = 7000;
export const WHEEL_LONG_MS = 8000;

/** whole turns before the landing */
const TURNS = 6;
/** a label runs along its slice's radius, centred between the hub (r 14) and the rim (r 47) */
const MID = 31;
/** those 30 units of room hold ROOM / size characters (at about .55 em a character): 13 at
 *  the least size, 4 units */
const ROOM = 54;

// the slices' colours, each 4.5:1 or more behind the white bold labels
const P = ['#e11d48', '#2563eb', '#15803d', '#b45309', '#7c3aed', '#0e7490'];

export const CSS =
  // a square as wide as the play screen allows (a 320 px phone: about 270 px), and at most 55 %
  // of a short window's height (a 1280x600 laptop: 330 px, its labels still 14 px), so its form
  // stays in view; its overflow clipped, so the turning square never scrolls the popup
  '.lp-w{position:relative;width:100%;max-width:min(400px,55vh);margin:0 auto;aspect-ratio:1;overflow:hidden}' +
  '.lp-w svg{display:block;width:100%;height:100%;transition:0s cubic-bezier(.2,.8,.3,1)}' +
  // each label in its own direction (a Hebrew prize in an English popup too)
  '.lp-w text{fill:#fff;font-weight:700;text-anchor:middle;dominant-baseline:central;unicode-bidi:plaintext}' +
  '.lp-w path{stroke:#fff;stroke-width:.4}' +
  '.lp-wp{position:absolute;top:0;left:45%;width:10%;height:11%;background:#1d2433;clip-path:polygon(0 0,100% 0,50% 100%)}' +
  '.lp-wb{position:absolute;inset:36%;padding:0;border:3px solid #fff;border-radius:50%;background:var(--lp-accent,#1d2433);color:var(--lp-accent-ink,#fff);font:inherit;font-weight:700;cursor:pointer}' +
  // the ring inside the button, in its ink: it shows on any accent and any slice
  '.lp-wb:focus-visible{outline:2px solid;outline-offset:-8px}' +
  '.lp-wb[aria-disabled=true]{cursor:default}';

const t = strings({ name: 'Prize wheel: ', spin: 'Spin' }, { name: 'גלגל הפרסים: ', spin: 'סובבו' });

/** The wheel's final rotation in degrees, clockwise (d 1) or mirrored (d -1, Hebrew): TURNS
 *  turns, then slice i of n under the pointer at the top, u (0 to 1) of the way across it.
 *  Slice i is drawn centred on d * i * 360 / n degrees clockwise from the top. */
export const turn = (n: number, i: number, u: number, d: number) => d * (TURNS * 360 - ((i + u - 0.5) * 360) / n);

/** the point at `a` degrees clockwise from the top, on the rim */
const pt = (a: number) => 47 * Math.sin((a * Math.PI) / 180) + ' ' + -47 * Math.cos((a * Math.PI) / 180);

export const wheel: Game = (p) => {
  const { s, el, labels } = p;
  const n = labels.length,
    a = 360 / n,
    d = s.lang == 'he' ? -1 : 1;
  const mk = (tag: string, to: Element, at: Record<string, string | number>) => {
    const e = document.createElementNS('http://www.w3.org/2000/svg', tag);
    for (const k in at) e.setAttribute(k, '' + at[k]);
    return to.appendChild(e);
  };
  const div = (c: string) => {
    const e = w.appendChild(document.createElement(c == 'b' ? 'button' : 'i'));
    e.className = 'lp-w' + c;
    return e;
  };
  // every prize is a slice, however many (each must be reachable); past 24 the labels get small
  n > 24 && log('Wheel: over 24 prizes');
  const w = el.appendChild(document.createElement('div'));
  w.className = 'lp-w';
  // an image named by every prize in full (a label drawn shortened too); its parts are its own
  const svg = mk('svg', w, { viewBox: '-50 -50 100 100', role: 'img', 'aria-label': t(s.lang, 'name') + labels.join(', ') }) as SVGSVGElement;
  mk('circle', svg, { r: 50, fill: '#1d2433' });
  // one size for every label: the largest the slices' width and the longest label (up to 13
  // characters) allow, not under 4 units (10 px on a 260 px wheel) up to 24 prizes; a longer
  // label ends in '…'
  const k = Math.min(13, Math.max(...labels.map((l) => [...l].length))),
    f = Math.min(6, 100 / n, ROOM / k);
  const g = mk('g', svg, { 'font-size': f });
  labels.forEach((l, i) => {
    const m = d * i * a,
      c = [...l],
      // a label on the left half is turned over, to read upright at rest
      up = ((m % 360) + 360) % 360 < 180;
    // two arcs, so a single prize is a whole disc; never two neighbours of one colour
    mk('path', g, { d: `M0 0L${pt(m - a / 2)}A47 47 0 0 1 ${pt(m)}A47 47 0 0 1 ${pt(m + a / 2)}Z`, fill: P[i % 6 || (i && i + 1 == n ? 2 : 0)] });
    mk('text', g, { x: up ? MID : -MID, transform: `rotate(${m + (up ? -90 : 90)})` }).textContent = c.length > k ? c.slice(0, k - 1).join('') + '…' : l;
  });
  mk('circle', svg, { r: 14, fill: '#fff' });
  div('p').setAttribute('aria-hidden', 'true');
  let on = false,
    b: HTMLButtonElement | undefined;
  // the button stays focusable while the wheel turns (aria-disabled, not disabled: a disabled
  // button would drop a keyboard user's focus to the page)
  const set = (v: boolean) => {
    on = v;
    el.setAttribute('aria-busy', '' + v);
    b && b.setAttribute('aria-disabled', '' + v);
  };
  if (!p.gated) {
    b = div('b') as HTMLButtonElement;
    b.type = 'button';
    b.textContent = t(s.lang, 'spin');
    s.L.on(b, 'click', () => on || (set(true), p.ask()));
  }
  return {
    begin(r) {
      set(true);
      const ms = s.reduced ? 0 : p.noPost ? WHEEL_LONG_MS : WHEEL_MS,
        st = svg.style;
      st.transitionDuration = ms + 'ms';
      // a random spot inside the drawn slice, away from its edges
      st.transform = `rotate(${turn(n, r.i, 0.1 + (0.8 * crypto.getRandomValues(new Uint32Array(1))[0]) / 2 ** 32, d)}deg)`;
      const end = () => (el.setAttribute('aria-busy', 'false'), p.shown());
      ms ? s.T(end, ms) : end();
    },
    fail: () => set(false),
  };
};
