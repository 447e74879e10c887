// features/datepicker.js (P19, §5 "Date fields use a date picker, format dd/mm/yyyy"; §7 "a date
// picker" among the static loads): the calendar of a date or birthday field. Not a slot: the form
// loads this chunk only when it has such a field and calls picker() when the visitor opens the
// calendar (docs/behaviour.md P19 "Date picker"). Plain DOM, no Preact: the form owns the state
// (the input's text) and this draws a popover it can throw away.
//
// The WAI-ARIA APG date picker dialog, non-modal: a dialog named after the field, the month and
// year in a polite live region, previous/next month buttons and a grid of day buttons named with
// the full date. Arrows move by a day (left/right swap in Hebrew) or a week, PageUp/PageDown by a
// month, with Shift by a year, Home/End to the week's first/last day, Enter/Space pick, Escape
// closes; one day has tabindex 0 (a roving tabindex), the rest -1. Focus never lands on a day out
// of min/max: every move is clamped into the range, and those days are disabled buttons.
// The week starts on Sunday in Hebrew and on Monday otherwise (Israel's and Europe's calendars;
// the spec's dd/mm/yyyy is not the US order either). Names come from Intl.DateTimeFormat, 'he'
// or 'en-GB' (day month year, like the field): no tables of our own.
import { log } from '../../core/log';

// Every rule is scoped by `.lp-dp:not(#_)`: the :not(#_) adds an id's weight, so the form's and a
// format's own button rules (`.lp-c .lp-f button{…}`) do not paint the calendar's buttons.
// 7 columns share the popover's width (table-layout fixed), each at most 44 px: 40 px tall
// targets, as wide as the form allows: 7 × 40 px = 280 px needs a form that wide; at 320 px a
// lightbox form is 256 px (33 px columns) and a two-column format 208 px (28 px), still above
// WCAG 2.5.8's 24 px.
const P = '.lp-dp:not(#_) ';
export const CSS =
  '.lp-dp{margin-top:4px;padding:6px 4px;max-width:340px;box-sizing:border-box;border:1px solid #8a8f98;border-radius:8px;background:#fff;color:#1f2328;font-size:14px;line-height:1.2;text-align:center}' +
  P + 'div{display:flex;align-items:center;justify-content:space-between;gap:4px;font-weight:600}' +
  P + 'button{box-sizing:border-box;width:100%;min-width:0;height:40px;margin:0;padding:0;border:0;border-radius:6px;outline:0;background:none;color:inherit;font:inherit;cursor:pointer}' +
  P + 'div button{width:44px;flex:none;font-size:24px}' +
  P + 'button:hover{background:#eef2ff}' +
  P + '[aria-current=date]{font-weight:700;box-shadow:inset 0 0 0 1px #8a8f98}' +
  P + '[aria-selected=true] button{background:var(--lp-accent,#1a56db);color:var(--lp-accent-ink,#fff)}' +
  // the ring, then a white one inside it: visible on the selected (filled) day too
  P + 'button:focus-visible{outline:2px solid var(--lp-accent,#1a56db);outline-offset:-2px;box-shadow:inset 0 0 0 4px #fff}' +
  P + 'button:disabled{color:#8a8f98;background:none;text-decoration:line-through;cursor:default}' +
  P + 'table{width:100%;border-collapse:collapse;table-layout:fixed}' +
  P + 'th{padding:6px 0 4px;font-size:12px;font-weight:600;color:#57606a}' +
  P + 'td{padding:1px}' +
  // a short fade and drop on open, none under reduced motion (X07)
  '@media (prefers-reduced-motion:no-preference){.lp-dp{animation:lp-dp .15s ease-out}}@keyframes lp-dp{from{opacity:0;translate:0 -4px}}';

/** What the form gives picker() (docs/behaviour.md P19 "Date picker"). */
export type Opts = {
  /** the input's text: 'dd/mm/yyyy' selects that day, anything else opens on today's month */
  value: string;
  /** 'he': Hebrew names, right to left, weeks from Sunday */
  lang: string;
  /** the first and last pickable days (their time of day is ignored) */
  min?: Date;
  max?: Date;
  /** the field's label: the dialog's accessible name */
  label: string;
  /** a day chosen, as 'dd/mm/yyyy' */
  pick(v: string): void;
  /** Escape, or a click outside the calendar */
  close(): void;
};

const day = (y: number, m: number, d: number) => new Date(y, m, d);
const pad = (n: number) => (n < 10 ? '0' : '') + n;

/** A Date as 'dd/mm/yyyy'. */
export const format = (d: Date) => pad(d.getDate()) + '/' + pad(d.getMonth() + 1) + '/' + d.getFullYear();

/** 'dd/mm/yyyy' (spaces around allowed) → that day at local midnight, or null when it is not a
 *  real date: 31/02/2024, 29/02/2023, 1/1/2024, 01/01/24, 00/01/2024, and years before 1000 (a
 *  Date reads 0050 as 1950; nobody is born in 0999). A round trip through format() does every
 *  check at once. */
export function parse(v: string): Date | null {
  const t = v.trim(), m = /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(t);
  const d = m && day(+m[3], +m[2] - 1, +m[1]);
  return d && format(d) == t ? d : null;
}

let ids = 0;

/** Draws the calendar into `host` (an empty element after the date input, in the popup's shadow
 *  root), moves focus to the selected day (else today, clamped into min/max) and returns the
 *  function that removes it. A failure is a log line and no calendar: the field stays typeable. */
export function picker(host: HTMLElement, o: Opts): () => void {
  try {
    return draw(host, o);
  } catch (e) {
    log('Date picker failed', e);
    return () => {};
  }
}

function draw(host: HTMLElement, o: Opts): () => void {
  const he = o.lang == 'he';
  const fmt = (f: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(he ? 'he' : 'en-GB', f).format;
  const full = fmt({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const month = fmt({ month: 'long', year: 'numeric' });
  const wd = fmt({ weekday: he ? 'narrow' : 'short' });
  const wl = fmt({ weekday: 'long' });
  const mid = (d?: Date) => d && day(d.getFullYear(), d.getMonth(), d.getDate());
  const min = mid(o.min), max = mid(o.max), sel = parse(o.value), now = mid(new Date())!;
  const out = (d: Date) => (min && d < min) || (max && d > max);
  const clamp = (d: Date) => (min && d < min ? min : max && d > max ? max : d);
  // the week's first day: 0 Sunday (Hebrew), 1 Monday
  const ws = he ? 0 : 1;
  const col = (d: Date) => (d.getDay() - ws + 7) % 7;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, to: Element, a: Record<string, string> = {}) => {
    const e = document.createElement(tag);
    for (const k in a) e.setAttribute(k, a[k]);
    to.append(e);
    return e;
  };
  const id = 'lp-dp' + ++ids;
  const box = el('div', host, { class: 'lp-dp', role: 'dialog', 'aria-label': o.label || (he ? 'בחירת תאריך' : 'Choose a date'), dir: he ? 'rtl' : 'ltr' });
  const bar = el('div', box);
  // ‹ and › are mirrored characters: in a right-to-left box each points outwards on its own side
  const nav = (label: string, text: string) => el('button', bar, { type: 'button', 'aria-label': label }).append(text);
  nav(he ? 'החודש הקודם' : 'Previous month', '‹');
  const title = el('div', bar, { id, 'aria-live': 'polite' });
  nav(he ? 'החודש הבא' : 'Next month', '›');
  const [prev, next] = bar.querySelectorAll('button');
  const grid = el('table', box, { role: 'grid', 'aria-labelledby': id });
  const hr = el('tr', el('thead', grid));
  // 7 January 2024 was a Sunday
  for (let i = 0; i < 7; i++) {
    const d = day(2024, 0, 7 + ws + i);
    el('th', hr, { scope: 'col', abbr: wl(d) }).append(wd(d));
  }
  const body = el('tbody', grid);
  let c = now, shown = -1, days: HTMLButtonElement[] = [];

  /** the same day `k` months on, or the month's last day when it is shorter */
  const months = (k: number) => day(c.getFullYear(), c.getMonth() + k, Math.min(c.getDate(), day(c.getFullYear(), c.getMonth() + k + 1, 0).getDate()));
  const by = (n: number) => day(c.getFullYear(), c.getMonth(), c.getDate() + n);

  /** Moves the cursor to `d` (clamped), redrawing the grid when the month changes. Focus follows,
   *  except that a month button `kept` keeps it while it is still enabled (a disabled one would
   *  drop focus to the page). */
  const go = (d: Date, kept?: HTMLButtonElement) => {
    c = clamp(d);
    const y = c.getFullYear(), m = c.getMonth();
    if (shown != y * 12 + m) {
      shown = y * 12 + m;
      title.textContent = month(c);
      body.textContent = '';
      days = [];
      const off = col(day(y, m, 1)), len = day(y, m + 1, 0).getDate();
      let tr = body as Element;
      for (let i = 0; i < off + len || i % 7; i++) {
        if (i % 7 == 0) tr = el('tr', body);
        const td = el('td', tr), n = i - off + 1;
        if (n < 1 || n > len) continue;
        const d = day(y, m, n);
        const b = el('button', td, { type: 'button', tabindex: '-1', 'aria-label': full(d) });
        b.append('' + n);
        b.disabled = !!out(d);
        if (+d == +now) b.setAttribute('aria-current', 'date');
        if (sel && +d == +sel) td.setAttribute('aria-selected', 'true');
        b.addEventListener('click', () => o.pick(format(d)));
        days[n] = b;
      }
      prev.disabled = !!min && day(y, m, 0) < min;
      next.disabled = !!max && day(y, m + 1, 1) > max;
    }
    for (const b of days) b && (b.tabIndex = -1);
    const b = days[c.getDate()];
    b.tabIndex = 0;
    if (!kept || kept.disabled) b.focus();
  };

  prev.addEventListener('click', () => go(months(-1), prev));
  next.addEventListener('click', () => go(months(1), next));
  // arrows: a day (mirrored in Hebrew, where the grid runs right to left) or a week
  const step: Record<string, number> = { ArrowLeft: he ? 1 : -1, ArrowRight: he ? -1 : 1, ArrowUp: -7, ArrowDown: 7 };
  body.addEventListener('keydown', (e) => {
    const k = e.key, y = e.shiftKey ? 12 : 1;
    if (k in step) go(by(step[k]));
    else if (k == 'PageUp') go(months(-y));
    else if (k == 'PageDown') go(months(y));
    else if (k == 'Home') go(by(-col(c)));
    else if (k == 'End') go(by(6 - col(c)));
    else if (k == 'Enter' || k == ' ') o.pick(format(c));
    else return;
    // Enter and Space would also click the button: one pick, and no page scroll for the rest
    e.preventDefault();
  });
  // Escape closes the calendar, not the popup (runtime/mount.ts listens on the document)
  box.addEventListener('keydown', (e) => {
    if (e.key == 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      o.close();
    }
  });
  // A click outside closes it. The click that opened the calendar is still on its way up to the
  // document when picker() runs inside it (Preact renders in a microtask): events created before
  // now are not the visitor's next click.
  const t0 = new Event('x').timeStamp;
  const away = (e: Event) => e.timeStamp > t0 && !e.composedPath().includes(box) && o.close();
  document.addEventListener('click', away);
  go(sel || now);
  return () => {
    document.removeEventListener('click', away);
    box.remove();
  };
}
