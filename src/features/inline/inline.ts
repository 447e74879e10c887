// features/inline.js (P07): where and when an inline popup (types embedded and content) shows.
// The engine fetches this chunk only for an answer with such a popup and hands each one here
// instead of to its triggers. The popup fills the page's host element `.poptin-embedded[data-id=ID]`
// (call 1 sent those ids as poptin_forms_id); a content popup without one gets a host of its own
// after the second paragraph of the page's main text. It shows once the host is within 1.5
// viewport heights and then stays. Every 5 s empty hosts are looked for again: a single-page app
// renders them late, or renders them again, dropping ours; a popup whose host left the page is
// dropped too, and shows again in the new one. One host per popup at a time (our reading,
// docs/behaviour.md P07): a page view reports one view, one close and one conversion per popup.
import type { Off } from '../../core/listen';
import type { Platform } from '../../core/platform';
import type { Popup } from '../../popup/wire';
import { CONTENT_AFTER, REACH, RECHECK_MS } from './constants';

const CLASS = 'poptin-embedded';

/** The popup's host: the page's own, else (content) one we place; none for an embedded popup
 *  whose page has no host yet. */
export function hostFor(p: Popup): HTMLElement | null {
  const id = p.poptin_id;
  const own = [...document.querySelectorAll<HTMLElement>('.' + CLASS)].find((e) => e.dataset.id == id);
  if (own || p.poptin_type != 'content') return own || null;
  const main = document.querySelector('article') || document.querySelector('main') || document.body;
  const after = main.querySelectorAll('p')[CONTENT_AFTER - 1];
  const d = document.createElement('div');
  d.className = CLASS;
  d.dataset.id = id;
  after ? after.after(d) : main.append(d);
  return d;
}

/**
 * Watches for the popup's host. `show(at)` puts the popup into it (the engine fetches its
 * template then); `drop()` removes a popup whose host has left the page.
 */
export function watch(p: Popup, P: Pick<Platform, 'timer'>, show: (at: HTMLElement) => void, drop: () => void): Off {
  let at: HTMLElement | null = null, seen: HTMLElement | null = null;
  const io = new IntersectionObserver(
    (es) => {
      for (const x of es)
        if (x.isIntersecting && !at) {
          io.disconnect();
          show((at = x.target as HTMLElement));
        }
    },
    { rootMargin: REACH },
  );
  const check = () => {
    if (at && !at.isConnected) {
      drop();
      at = seen = null;
    }
    if (at) return;
    const h = hostFor(p);
    if (h && h != seen) {
      io.disconnect();
      io.observe((seen = h));
    }
  };
  check();
  const off = P.timer(check, RECHECK_MS, true);
  return () => {
    off();
    io.disconnect();
  };
}
