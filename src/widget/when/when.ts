// widget/when.js (W09): when a widget shows. boot.ts keeps a widget with a trigger, a schedule
// or country targeting out of the page and fetches this chunk; it shows the widget once its
// schedule (§3.1: dates, weekday hours in the owner's zone), the visitor's country (§7 call 6)
// and the first of its triggers (§3.1: time delay, scroll percent, exit intent, through
// core/triggers.ts) allow. The decisions are pure functions of their inputs (scheduled,
// targets), tested with fixed dates.
// docs/behaviour.md W09 has our readings.
import { log } from '../../core/log';
import { on } from '../../core/flags';
import { getCookie, setCookie, store } from '../../core/storage';
import { delay, exit, first, scroll } from '../../core/triggers';
import type { Ctx } from '../boot';
import type { Widget, WidgetSettings } from '../wire';

type Schedule = NonNullable<Widget['schedule']>;

const MIN = 6e4;
const DAY = 1440 * MIN;
// §9.1: a trigger delay is at least 50 ms; the country is kept 365 days
const FLOOR_MS = 50;
const COUNTRY = 'lp_wcountry';
const YEAR = 365 * DAY;
// §4.1: exit intent's attention animation starts 500 ms after the widget shows and lasts 2500
const ATTN_AFTER = 500;
const ATTN_MS = 2500;

// five 500 ms turns: 2500 ms, as long as the class stays on
export const STYLE =
  '@keyframes lpw{0%,100%{transform:none}25%{transform:rotate(-14deg) scale(1.1)}75%{transform:rotate(14deg) scale(1.1)}}' +
  '@media (prefers-reduced-motion:no-preference){.b.a{animation:lpw .5s ease-in-out 5}}';

const bad = (what: string) => {
  throw new Error('unreadable ' + what);
};

/** Minutes of "HH:MM" from 00:00 to 24:00 */
export function minutes(t: string): number {
  const m = /^(\d\d?):([0-5]\d)$/.exec(t);
  const n = m ? +m[1] * 60 + +m[2] : NaN;
  return n <= 1440 ? n : bad('time ' + t);
}

/** The instant (ms) of a schedule date, "YYYY-MM-DD" or "YYYY-MM-DD HH:MM" (or with a T), in a
 *  zone `offset` minutes east of UTC; a date without a time is that day's start, or with `end`
 *  the next day's (an end date is the last day shown) */
export function instant(d: string, offset: number, end = false): number {
  const m = /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d:\d\d))?$/.exec(d);
  if (!m) return bad('date ' + d);
  const day = Date.UTC(+m[1], +m[2] - 1, +m[3]);
  // (Date.UTC rolls 2026-02-30 over to March: a date that does not round-trip is unreadable)
  if (new Date(day).toISOString().slice(0, 10) != d.slice(0, 10)) bad('date ' + d);
  return day + (m[4] ? minutes(m[4]) * MIN : end ? DAY : 0) - offset * MIN;
}

/** §3.1 scheduling by date and weekday-hour: whether `now` (ms) is inside the schedule. Dates
 *  and hours are the owner's (`utc_offset`, minutes east of UTC; absent: UTC). A day's row
 *  whose `to` is not after its `from` runs past midnight into the next day ("22:00"–"02:00";
 *  "00:00"–"00:00" is the whole day). Throws on an unreadable field. */
export function scheduled(s: Schedule | undefined, now: number): boolean {
  if (!s) return true;
  const off = s.utc_offset ?? 0;
  if (typeof off != 'number' || !(Math.abs(off) <= 18 * 60)) bad('utc_offset');
  if (s.start_date && now < instant(s.start_date, off)) return false;
  if (s.end_date && now >= instant(s.end_date, off, true)) return false;
  const days = s.days || [];
  if (!Array.isArray(days)) bad('days');
  if (!days.length) return true;
  const t = new Date(now + off * MIN);
  const wd = t.getUTCDay();
  const m = t.getUTCHours() * 60 + t.getUTCMinutes();
  // every row read before any decides (an unreadable row is never skipped by an earlier match)
  const rows = days.map((r) => {
    const d = r && r.day != null && String(r.day).trim() ? +r.day : NaN;
    return d >= 0 && d <= 6 && d % 1 == 0 ? [d, minutes(r.from), minutes(r.to)] : bad('day');
  });
  return rows.some(([d, a, b]) => (b > a ? wd == d && m >= a && m < b : (wd == d && m >= a) || (wd == (d + 1) % 7 && m < b)));
}

/** The widget's target countries (upper case), or none when it has no country targeting (the
 *  flag off, or on with an empty list: see docs/behaviour.md W09) */
export const targets = (w: Widget): string[] =>
  on(w.has_countries ?? 0) && Array.isArray(w.countries)
    ? // (a code that is not text is left out with a log line, as text.ts does: it is not in this chunk)
      w.countries.flatMap((c: unknown) => (typeof c == 'string' ? [c.toUpperCase()] : (log('Malformed, ignored: countries'), [])))
    : [];

// one call 6 per page: the widgets of one settings object share its answer
const asked = new WeakMap<WidgetSettings, Promise<string>>();
const CODE = /^[A-Z]{2}$/;

/** The visitor's country code: the cookie (365 days, §9.1), else this tab's session storage (for
 *  a visitor whose cookies are blocked), else call 6 (§7) at the settings' country_url, once per
 *  page; rejects when unknown */
export function country(s: WidgetSettings): Promise<string> {
  let p = asked.get(s);
  if (!p) {
    const kept = getCookie(COUNTRY) || store('sessionStorage', COUNTRY);
    p = CODE.test(kept)
      ? Promise.resolve(kept)
      : typeof s.country_url == 'string' // (read before the list, which reads it as text: text.ts)
        ? fetch(new URL(s.country_url, location.href).href)
            .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
            .then((a: { country?: unknown }) => {
              const c = String(a && a.country).toUpperCase();
              if (!CODE.test(c)) return Promise.reject('no country in the answer');
              setCookie(COUNTRY, c, YEAR);
              store('sessionStorage', COUNTRY, c);
              return c;
            })
        : Promise.reject('no country_url');
    asked.set(s, p);
  }
  return p;
}

/** Shows widget `c` (`show`) when its schedule, its countries and the first of its triggers
 *  allow; every listener and timer it set is gone by then, or once it cannot show */
export function when(c: Ctx, show: () => void): void {
  const { w, s, P } = c;
  const id = String(w.id);
  let ok: boolean;
  try {
    ok = scheduled(w.schedule, Date.now());
  } catch (e) {
    // the owner restricted this widget and we cannot tell how: it stays hidden
    return log('Widget schedule unreadable: ' + id, e);
  }
  if (!ok) return;
  const places = targets(w);
  let placed = !places.length;
  let fired = '';
  const go = () => {
    if (!placed || !fired) return;
    show();
    if (fired == 'exit' && !matchMedia('(prefers-reduced-motion:reduce)').matches) attention(c);
  };

  // the widget's fields read into the triggers both products share (core/triggers.ts): the
  // first to fire wins and the others are removed at once, shown or not yet (the country)
  const t = w.trigger || {};
  const d = +t.time_delay! || 0;
  const pct = +t.scroll_percent! || 0;
  const ex = on(t.exit_intent ?? 0);
  const off = first(
    [
      (f) => d > 0 && delay(P, Math.max(FLOOR_MS, d * 1000), () => f('delay')),
      // percent of the page scrolled, checked at once too; a page that fits the window has been
      // seen whole (100 %)
      (f) => pct > 0 && scroll(P, pct, f, undefined, true),
      // exit intent: the pointer leaves the window through its top (a desktop's pointer; a phone
      // has none to leave with, so it is not armed there)
      (f) => ex && !c.mobile() && exit(P, f),
    ],
    (how) => ((fired = how), go()),
    // no trigger set (none configured): shown as soon as the rest allows; configured but none
    // armed (exit intent alone, on a phone): never on this page
    d > 0 || pct > 0 || ex ? '' : 'now',
  );

  if (!placed)
    country(s).then(
      (code) => (places.includes(code) ? ((placed = true), go()) : off()),
      (e) => (off(), log('Widget country unknown: ' + id, e)),
    );
}

/** §4.1: the button's attention animation, 500 ms after an exit-intent reveal, for 2500 ms */
function attention({ root, btn, P }: Ctx) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  P.timer(() => {
    btn.classList.add('a');
    P.timer(() => btn.classList.remove('a'), ATTN_MS);
  }, ATTN_AFTER);
}
