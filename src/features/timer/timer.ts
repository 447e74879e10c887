// features/timer.js (P24, spec §3 "Timer value", §4 "Timer popup"): the countdown of a template's
// [data-lp=timer] slot, fetched only with such a popup (popup/slots.ts). An attach(s, el) slot
// (docs/CONTRIBUTING.md "How to add a component"): it draws into the template's own element
// with plain DOM (no component to render) and can keep the popup from showing.
//   design_properties.timer is { timerTime: { minutes, seconds } } (counting from show time) or
//   { date: 'YYYY-MM-DD', time: 'HH:MM[:SS]', timezone: '+HH:MM' | '-HH:MM' | 'Z' } (an absolute
//   end); docs/behaviour.md P24 has our reading. A malformed value is a log line and a hidden
//   slot (the popup still shows); under 1 s left at show time is a log line and no popup (in a
//   preview, §6, the popup shows with the timer at 0 and stays).
// Every second (s.T: it ends with the popup, tests drive it with their clock) the time left is
// computed again from Date.now() against the end, so a late tick never drifts; whole seconds are
// read to the nearest one, so a tick a few ms early or late neither skips nor repeats a digit,
// and the popup closes itself (close trigger 'timer') at the tick that reads 0.
// X07: the ticking digits are aria-hidden; one visually hidden sentence ("2 days, 3 hours,
// 5 minutes left") inside role=timer (aria-live off: never announced on its own) changes once a
// minute, then at 59, 29 and 9 s left. Nothing moves but the digits' text (reduced motion).
import { obj, text, type Obj } from '../../core/text';
import { log } from '../../core/log';
import { strings } from '../../core/strings';
import type { TimerValue } from '../../popup/wire';
import type { PopupState } from '../../runtime/state';

/** one tick a second (§4) */
const TICK_MS = 1000;

// style 1 (timer_ver 1, the default): large digits, each with its unit under it; style 2: each
// unit on a tile in the template's accent colours. Days sit first in the row, so a Hebrew
// (right-to-left) popup reads them on the right. Digits are tabular, so nothing shifts as they
// change. On a narrow window the row wraps instead of shrinking, in pairs (days and hours,
// minutes and seconds), so it is one row or two, never three units and a lone one.
export const CSS =
  '.lp-tm{display:flex;justify-content:center;margin:4px 0 16px}' +
  '.lp-tr,.lp-tp{display:flex;justify-content:center;gap:8px}.lp-tr{flex-wrap:wrap}' +
  '.lp-tu{display:flex;flex-direction:column;align-items:center;min-width:56px}' +
  '.lp-tn{font:700 40px/1.1 system-ui,sans-serif;font-variant-numeric:tabular-nums}' +
  '.lp-tl{font-size:14px;line-height:1.4}' +
  '.lp-t2 .lp-tu{box-sizing:border-box;padding:8px 4px 6px;border-radius:8px;background:var(--lp-accent,#1d2433);color:var(--lp-accent-ink,#fff)}' +
  // the form's visually hidden class (features/form), repeated: a popup may have no form
  '.lp-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';

const t = strings(
  {
    units: 'days hours minutes seconds',
    one: 'day hour minute',
    pre: '',
    post: ' left',
    under: 'Less than 10 seconds,Less than 30 seconds,Less than a minute',
  },
  {
    units: 'ימים שעות דקות שניות',
    one: 'יום שעה דקה',
    pre: 'זמן שנותר: ',
    post: '',
    under: 'פחות מ-10 שניות,פחות מ-30 שניות,פחות מדקה',
  },
);

/** a non-negative whole number, given as a number or as digits (not 1.5, -1, 1e21, [5] or true) */
const whole = (v: unknown) => (typeof v != 'object' && /^\d+$/.test('' + v) ? +v! : NaN);

/** The countdown's end in ms since the epoch for a timer value, NaN when it is malformed. A
 *  timerTime has minutes and/or seconds (an absent or null one is 0, but not both): so '10', 10,
 *  [], {} and { minutes: null }, which have neither, are malformed, not an expired 0 ms. */
export function endOf(v: TimerValue | undefined, now: number): number {
  const o = v || {}, p = o.timerTime;
  if (p) {
    const m = p.minutes, sec = p.seconds;
    const ms = (m ?? sec) == null ? NaN : (whole(m ?? 0) * 60 + whole(sec ?? 0)) * 1000;
    return Number.isSafeInteger(ms) ? now + ms : NaN;
  }
  return /^\d{4}-\d\d-\d\d$/.test(o.date!) && /^\d\d:\d\d(:\d\d)?$/.test(o.time!) && /^([+-]\d\d:\d\d|Z)$/.test(o.timezone!)
    ? Date.parse(`${o.date}T${o.time}${o.timezone}`)
    : NaN;
}

/** The days, hours, minutes and seconds in `secs` whole seconds. */
export const parts = (secs: number) => [Math.floor(secs / 86400), Math.floor(secs / 3600) % 24, Math.floor(secs / 60) % 60, secs % 60];

/** The screen-reader sentence for `secs` whole seconds left: whole minutes rounded up (so it
 *  never says less than is left) from a minute up, then under a minute, 30 s and 10 s. */
export function say(lang: string, secs: number): string {
  const one = t(lang, 'one').split(' '), many = t(lang, 'units').split(' ');
  let text: string;
  if (secs < 60) text = t(lang, 'under').split(',')[+(secs >= 10) + +(secs >= 30)];
  else {
    const m = Math.ceil(secs / 60);
    text = [Math.floor(m / 1440), Math.floor(m / 60) % 24, m % 60]
      .map((n, i) => (n ? `${n} ${n > 1 ? many[i] : one[i]}` : ''))
      .filter(Boolean)
      .join(', ');
  }
  return t(lang, 'pre') + text + t(lang, 'post');
}

/** X05 (core/text.ts): the timer's texts read as text first */
export const texts = (dp: Obj) => {
  const v = obj(dp, 'timer');
  v && text(v, 'date time timezone');
  return v as TimerValue | undefined;
};

export function attach(s: PopupState, el: HTMLElement): false | void {
  const v = texts(s.dp), end = endOf(v, Date.now());
  if (end != end) {
    log('Timer value malformed', v);
    el.hidden = true;
    return;
  }
  // §6: a preview shows the popup regardless: an expired timer stands at 0 there, and the popup
  // does not close itself (docs/behaviour.md P24)
  const live = end - Date.now() >= TICK_MS;
  if (!live && !s.req.preview) return log('Timer expired: popup not shown', v), false;
  // one expression, as the ticker's (13 B less than three statements)
  const mk = (className: string, tag = 'span') => Object.assign(document.createElement(tag), { className });
  const row = mk('lp-tr', 'div'), pairs = [mk('lp-tp'), mk('lp-tp')], sr = mk('lp-sr');
  row.setAttribute('aria-hidden', 'true');
  row.append(...pairs);
  const units = t(s.lang, 'units').split(' ').map((label, i) => {
    const u = mk('lp-tu'), n = mk('lp-tn'), l = mk('lp-tl');
    l.textContent = label;
    u.append(n, l);
    pairs[i >> 1].append(u);
    return n;
  });
  el.classList.add('lp-tm', s.dp.timer_ver == 2 ? 'lp-t2' : 'lp-t1');
  el.setAttribute('role', 'timer');
  el.replaceChildren(row, sr);
  const tick = () => {
    const secs = Math.max(0, Math.round((end - Date.now()) / TICK_MS));
    if (secs < 1 && live) return s.close('timer');
    parts(secs).forEach((n, i) => {
      const text = String(n).padStart(i && 2, '0'); // days as they are
      if (units[i].textContent != text) units[i].textContent = text;
    });
    // days show only while there are some (they only count down)
    units[0].parentElement!.hidden = !+units[0].textContent!;
    const said = say(s.lang, secs);
    if (sr.textContent != said) sr.textContent = said;
  };
  tick();
  live && s.T(tick, TICK_MS, true);
}
