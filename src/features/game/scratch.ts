// Gamified format 2, the scratch card (spec/popups.md §4 "Gamified", P23; the contract: types.ts).
// The drawn prize's label under a silver <canvas> the visitor scratches away with pointer or
// touch (destination-out strokes along the pointer's path). Revealed when 50 % or less of the
// cover remains (§4): shown() once, and the cover hides 3 s later. The label enters the DOM only
// at begin(): before the draw there is nothing under the cover. A real Reveal button plays the
// whole card by keyboard or switch (issue 23, WCAG 2.1.1 and 2.5.1); the canvas is aria-hidden.
// Written for bytes (budget 1.5 kB brotli with its CSS): plain DOM, one closure, no classes.
import { log } from '../../core/log';
import { strings } from '../../core/strings';
import type { Game, Result } from './types';

// §4 "Format 2 is a scratch card: the result is revealed when 50% or less of the area remains,
// then the area hides after 3 s". Here, not in constants.ts: a module two chunks import becomes
// a chunk of its own.
export const SCRATCH_REVEAL = 0.5;       // revealed when this share of the cover or less remains
export const SCRATCH_HIDE_MS = 3000;     // then the cover hides (and the result screen follows)
export const SCRATCH_FADE_MS = 300;      // ours: the Reveal button fades the cover, then shown()
                                         // (none under reduced motion)

export const CSS =
  // a 2:1 card as wide as the popup allows (390 and 320 px phones: width:100%, aspect-ratio);
  // no text selection starts from a mouse scratching it
  '.lp-sc{position:relative;box-sizing:border-box;width:100%;max-width:400px;margin:0 auto 12px;aspect-ratio:2;border:1px solid #bbb;-webkit-user-select:none;user-select:none;border-radius:12px;overflow:hidden;background:#fff;color:#1d2433}' +
  '.lp-sf{display:grid;place-items:center;height:100%;padding:8px;box-sizing:border-box;font-size:1.5em;font-weight:700;text-align:center;overflow-wrap:anywhere}' +
  // touch-action:none: a finger scratching does not scroll the page
  '.lp-sv{position:absolute;inset:0;width:100%;height:100%;touch-action:none;transition:opacity .3s}' +
  // no 2D context: the cover drawn in CSS, the Reveal button alone plays
  '.lp-sv.f{background:#bbb}' +
  '.lp-sv.h{opacity:0}' +
  '.lp-sb{display:block;min-height:44px;margin:0 auto;padding:8px 20px;border:0;border-radius:6px;background:var(--lp-accent,#1d2433);color:var(--lp-accent-ink,#fff);font:inherit;font-weight:600;cursor:pointer}' +
  '.lp-sb:disabled{opacity:.5;cursor:default}' +
  '.lp-sb:focus-visible{outline:3px solid;outline-offset:2px}';

const t = strings({ hint: 'Scratch here', go: 'Reveal' }, { hint: 'גרדו כאן', go: 'חשיפה' });

/** The share of the cover left: of the pixels sampled every `g` pixels each way (from the middle
 *  of each g x g cell) in `d`, RGBA bytes as getImageData gives for a canvas `w` pixels wide,
 *  those at least half opaque (a brush's antialiased edge counts as scratched below that). */
export const remains = (d: ArrayLike<number>, w: number, g: number) => {
  let n = 0,
    k = 0;
  g = Math.max(1, g | 0);
  for (let y = g >> 1; y * w * 4 < d.length; y += g) for (let x = g >> 1; x < w; x += g) n++, d[(y * w + x) * 4 + 3] > 127 && k++;
  return n ? k / n : 0;
};

export const scratch: Game = (p) => {
  const s = p.s,
    lang = s.lang,
    L = s.L,
    make = <K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, to: Element) => {
      const n = document.createElement(tag);
      n.className = cls;
      return to.appendChild(n);
    },
    card = make('div', 'lp-sc', p.el),
    face = make('div', 'lp-sf', card),
    cv = make('canvas', 'lp-sv', card),
    b = make('button', 'lp-sb', p.el),
    R = window.ResizeObserver,
    // the cover is painted once its size is known (a ResizeObserver): without either, the fallback
    x = R && cv.getContext('2d');
  /** the drawn prize; asked: ask() called; want: Reveal pressed; done: shown() called */
  let r: Result | undefined,
    asked = 0,
    want = 0,
    done = 0,
    last: number[] | 0 = 0,
    // the cover's painted backing size (a canvas is 300 x 150 before anything is painted on it)
    pw = 0,
    ph = 0;
  b.type = 'button';
  b.textContent = t(lang, 'go');
  // gated: the form's submit starts the play, so nothing here does until begin()
  b.disabled = p.gated;
  cv.setAttribute('aria-hidden', 'true');
  // the label under the cover is not read out before it shows (the core announces the result)
  face.setAttribute('aria-hidden', 'true');
  if (s.reduced) cv.style.transition = 'none';
  const ask = () => r || asked || ((asked = 1), p.ask()),
    end = () => {
      if (done) return;
      done = 1;
      face.removeAttribute('aria-hidden');
      p.shown(SCRATCH_HIDE_MS);
      // §4: then the area hides after 3 s (and the Reveal button, with nothing left to reveal)
      s.T(() => (cv.hidden = b.hidden = true), SCRATCH_HIDE_MS);
    },
    clear = () => {
      cv.classList.add('h');
      s.reduced ? end() : s.T(end, SCRATCH_FADE_MS);
    },
    // what is left, read once per stroke (never per move: getImageData reads the pixels back from
    // the GPU), on a grid of about 32 x 16 samples
    check = () => {
      if (r && x && !done && pw && remains(x.getImageData(0, 0, pw, ph).data, pw, pw / 32) <= SCRATCH_REVEAL) end();
    };
  if (x) {
    const paint = () => {
      const d = Math.min(window.devicePixelRatio || 1, 2),
        w = (cv.clientWidth * d) | 0,
        h = (cv.clientHeight * d) | 0,
        o = document.createElement('canvas');
      if (!w || (w == pw && h == ph)) return;
      // a resize clears the canvas: what was scratched is carried over (a phone turned mid-card)
      o.width = pw;
      o.height = ph;
      pw && o.getContext('2d')!.drawImage(cv, 0, 0);
      cv.width = pw = w;
      cv.height = ph = h;
      x.fillStyle = '#bbb';
      x.fillRect(0, 0, w, h);
      x.fillStyle = '#555';
      x.font = `700 ${h / 7}px sans-serif`;
      x.textAlign = 'center';
      x.textBaseline = 'middle';
      x.fillText(t(lang, 'hint'), w / 2, h / 2);
      if (o.width) (x.globalCompositeOperation = 'destination-in'), x.drawImage(o, 0, 0, w, h);
      // the brush: round, a quarter of the card's height
      x.globalCompositeOperation = 'destination-out';
      x.lineWidth = h / 4;
      x.lineCap = x.lineJoin = 'round';
    };
    const ro = new R(() => {
      try {
        paint();
      } catch (e) {
        log('Scratch card unavailable', e);
      }
    });
    ro.observe(cv);
    L.add(() => ro.disconnect());
    // a line from the last point to this one, in backing pixels (a dot where a stroke starts)
    const line = (e: PointerEvent) => {
      const q = [(e.offsetX * cv.width) / cv.clientWidth, (e.offsetY * cv.height) / cv.clientHeight],
        a = last || q;
      x.beginPath();
      x.moveTo(a[0], a[1]);
      x.lineTo(q[0] + (last ? 0 : 0.1), q[1]);
      x.stroke();
      last = q;
    };
    const up = () => last && ((last = 0), check());
    L.on(cv, 'pointerdown', (e: PointerEvent) => {
      if (done || (p.gated && !r)) return;
      last = 0;
      line(e);
      // not gated, the first scratch starts the play: the core draws, then calls begin()
      ask();
      cv.setPointerCapture(e.pointerId);
    });
    L.on(cv, 'pointermove', (e: PointerEvent) => last && line(e));
    L.on(cv, 'pointerup', up);
    L.on(cv, 'pointercancel', up);
  } else log('Scratch card unavailable'), cv.classList.add('f');
  // Reveal: the whole card at once (not gated it starts the play too)
  L.on(b, 'click', () => done || ((want = 1), r ? clear() : ask()));
  return {
    begin(v) {
      r = v;
      face.textContent = v.label;
      b.disabled = false;
      // gated: the form was sent, and the card is the visitor's now: focus on its Reveal
      p.gated && b.focus();
      want ? clear() : check();
    },
    fail() {
      asked = want = 0;
    },
  };
};
