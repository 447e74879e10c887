// Gamified format 1, pick a gift (P23, issue 23; the spec names the format but does not describe
// it: our reading is in docs/behaviour.md P23). Three closed boxes; the visitor picks one and it
// opens on the prize the core drew when the play started (types.ts: the pick decides nothing),
// its label rising out. The two boxes not picked stay closed: they never hold a label, so no
// other prize's label, and never a code, reaches the DOM.
// Keyboard (issue 23 "Anyone can play"): the boxes are real buttons in one row that Tab reaches
// once (a roving tabindex, never a positive one); the arrows move between them, mirrored in
// Hebrew (the host is dir=rtl: ArrowRight goes to the previous box), Home and End go to the
// ends; Enter and Space are the buttons' own.
import { strings } from '../../core/strings';
import type { Game, Result } from './types';

// ours: the spec names format 1 but does not describe it (docs/behaviour.md P23). Here, not in
// constants.ts: a module two chunks import becomes a chunk of its own (one more request).
/** the picked gift opens in this time (the lid lifts for the first half, the label rises out in
 *  the second), then the game calls shown(); none under reduced motion */
export const GIFT_OPEN_MS = 1200;

// A box drawn in CSS (no images): a body and a lid striped with one ribbon, a bow of two loops
// on the lid. The open takes --d (set from GIFT_OPEN_MS, 0 under reduced motion): the lid lifts
// in the first half, the label rises out in the second (animations, not transitions: the label
// is made at the open and an animation runs from its insertion). Three boxes of 30 % fit 320 px.
export const CSS =
  '.lp-gg{display:flex;justify-content:center;gap:4%;padding-top:8%}' +
  '.lp-gb{all:unset;position:relative;width:30%;max-width:150px;aspect-ratio:1;cursor:pointer}' +
  '.lp-gb:disabled{opacity:.45;cursor:default}' +
  '.lp-gb:focus-visible{outline:3px solid var(--lp-accent,#1d2433);outline-offset:3px}' +
  '.lp-gb span{position:absolute;inset:0}' +
  '.lp-gb .b,.lp-gb .l{border-radius:4px;background:linear-gradient(90deg,#0000 43%,#fc3 0 57%,#0000 0),var(--lp-accent,#d33)}' +
  '.lp-gb .b{inset:45% 10% 0}' +
  '.lp-gb .l{inset:30% 4% auto;height:16%}' +
  '.lp-gb .l:before,.lp-gb .l:after{content:"";position:absolute;bottom:90%;width:22%;height:110%;border:3px solid #fc3;border-radius:50%;transform:rotate(35deg)}' +
  '.lp-gb .l:before{right:50%;transform:rotate(-35deg)}' +
  '.lp-gb .l:after{left:50%}' +
  '.lp-gb:enabled:not(.o):hover .l{transform:translateY(-15%)}' +
  '.lp-gb.o .l{animation:lp-gl calc(var(--d)/2) forwards}' +
  '.lp-gb .t{inset:auto -4% 52%;padding:4px;border-radius:6px;background:#fff;color:#1d2433;box-shadow:0 2px 8px #0004;font-weight:700;font-size:14px;line-height:1.2;text-align:center;overflow-wrap:anywhere;animation:lp-gt calc(var(--d)/2) calc(var(--d)/2) both}' +
  '@keyframes lp-gl{to{transform:translateY(-140%) rotate(-20deg)}}' +
  '@keyframes lp-gt{from{opacity:0;transform:translateY(90%) scale(.4)}}';

const t = strings({ g: 'Pick a gift', n: 'Gift # of 3' }, { g: 'בחרו מתנה', n: 'מתנה # מתוך 3' });

export const gifts: Game = ({ s, el, gated, ask, shown }) => {
  const mk = (tag: string, cls: string, to: Element) => {
    const n = document.createElement(tag);
    n.className = cls;
    return to.appendChild(n);
  };
  const row = mk('div', 'lp-gg', el);
  // a toolbar: the ARIA role of a row of buttons that the arrow keys move through
  row.setAttribute('role', 'toolbar');
  row.setAttribute('aria-label', t(s.lang, 'g'));
  // one number for the animation and the timer; no motion under reduced motion (X07)
  row.style.setProperty('--d', (s.reduced ? 0 : GIFT_OPEN_MS) + 'ms');
  /** the picked box (-1: none yet), the box Tab reaches, the drawn result once begin() came */
  let k = -1, c = 0, r: Result | undefined;
  const rove = (i: number, f?: 1) => {
    b.map((x, j) => (x.tabIndex = j == i ? 0 : -1));
    c = i;
    f && b[i].focus();
  };
  // every box but the picked one off (on), the picked one stays on: focus stays on it until
  // the core moves it to the result screen
  const set = (off: boolean) => b.map((x, j) => (x.disabled = off && j != k));
  const open = () => {
    const x = b[k];
    x.classList.add('o');
    mk('span', 't', x.firstChild as Element).textContent = r!.label;
    s.reduced ? shown() : s.T(shown, GIFT_OPEN_MS);
  };
  const pick = (i: number) => {
    if (k < 0) {
      k = i;
      rove(i);
      set(true);
      r ? open() : ask();
    }
  };
  const b = [0, 1, 2].map((i) => {
    const x = mk('button', 'lp-gb', row) as HTMLButtonElement;
    x.type = 'button';
    x.setAttribute('aria-label', t(s.lang, 'n').replace('#', '' + (i + 1)));
    x.tabIndex = i ? -1 : 0;
    // gated: the form's submit starts the play; the boxes wait for begin()
    x.disabled = gated;
    // the drawing is decoration: the box's name is its aria-label, the result the core's
    // announcement
    const w = mk('span', '', x);
    w.setAttribute('aria-hidden', 'true');
    mk('span', 'b', w);
    mk('span', 'l', w);
    s.L.on(x, 'click', () => pick(i));
    return x;
  });
  s.L.on(row, 'keydown', (e: KeyboardEvent) => {
    const key = e.key, he = s.lang == 'he';
    let j = key == 'Home' ? 0 : key == 'End' ? 2 : c + ({ ArrowLeft: he ? 1 : -1, ArrowRight: he ? -1 : 1 } as any)[key];
    // NaN: any other key, Enter and Space among them, is the button's
    if (j == j) {
      e.preventDefault();
      j = (j + 3) % 3;
      b[j].disabled || rove(j, 1);
    }
  });
  return {
    // the result is the core's, drawn before the pick: with a box picked it opens now; without
    // one (gated: the form started the play) the boxes come on and the visitor picks
    begin(x) {
      r = x;
      k < 0 ? (set(false), rove(c, 1)) : open();
    },
    // the draw failed: the pick is forgotten and the boxes are as they were at the start
    fail() {
      k = -1;
      r = undefined;
      set(gated);
    },
  };
};
