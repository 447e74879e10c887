// theme/countdown.js (T09; spec widget-and-theme.md §3.11, §9.3): a countdown to the end
// timestamp in seconds on its element (data-end, §3.11), printed by the server as it stands when
// the page is made (docs/theme.md "Countdown"). It
// - writes days, hours, minutes and seconds each second (§9.3), on the second; days in at least
//   3 digits ("005", §9.3), the others in 2;
// - keeps the sentence a screen reader reads on demand (the digits are aria-hidden; the element
//   is a labelled role="timer", whose aria-live is off: nothing is announced every second) from
//   the element's data-say, `{d}`, `{h}`, `{m}`, `{s}` standing for the numbers;
// - at the end stays at zero, shows the element's `.cd-end` (its "it has ended" text, in the
//   page's language), empties the sentence and marks the element data-ended;
// - stops when the element has left the page.
import { log } from '../../core/log';

/** the days, hours, minutes and seconds in `left` seconds, days in at least 3 digits (§9.3) */
export const parts = (left: number) => {
  const v: Record<string, number> = { d: left / 86400, h: (left / 3600) % 24, m: (left / 60) % 60, s: left % 60 };
  for (const k in v) v[k] = Math.floor(v[k]);
  return v;
};
export const pad = (k: string, n: number) => ('' + n).padStart(k == 'd' ? 3 : 2, '0');

export function init(root: HTMLElement) {
  const end = +root.dataset.end!, say = root.dataset.say || '', sr = root.querySelector('.sr');
  // X05: an end that is not a timestamp leaves the printed numbers as they are
  if (!(end > 0)) return log('Countdown without an end');
  const tick = () => {
    if (!root.isConnected) return;
    const left = Math.max(0, Math.ceil(end - Date.now() / 1000)), v = parts(left);
    root.querySelectorAll<HTMLElement>('[data-u]').forEach((b) => (b.textContent = pad(b.dataset.u!, v[b.dataset.u!])));
    sr && (sr.textContent = left ? say.replace(/\{(\w)\}/g, (_, k) => '' + v[k]) : '');
    if (left) return setTimeout(tick, 1000 - (Date.now() % 1000));
    root.dataset.ended = '';
    root.querySelectorAll<HTMLElement>('.cd-end').forEach((e) => (e.hidden = false));
  };
  tick();
}
