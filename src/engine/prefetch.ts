// What a popup needs, fetched ahead of its showing (docs/display-api.md "Prefetch"): its template
// (call 4) and, alongside it, its chunks as modulepreloads (popup/needs.ts says which).
import { task } from '../core/listen';
import { chunksOf, needs } from '../popup/needs';
import type { E } from './state';
import { template } from './template';
import type { Popup } from '../popup/wire';

/** <link rel=modulepreload> so a trigger shows the popup without a round trip */
export const preload = (e: E, href: string) => {
  if (e.pre.has(href)) return;
  e.pre.add(href);
  const l = document.createElement('link');
  l.rel = 'modulepreload';
  l.href = href;
  l.nonce = e.b!.nonce; // '' is no nonce
  document.head.append(l);
};

/** Fetched once when the popup's trigger is near (triggers.ts near()), an opener is pointed at or
 *  focused, or it is due. Not on idle for every armed popup: a visitor whose trigger never comes
 *  downloads none of it. A failed template is tried again next time. */
export const fetchFor = (e: E, p: Popup): Promise<string | null> => {
  const id = p.poptin_id, g = e.g;
  // in a task of their own (a modulepreload link costs the page ~5 ms of main thread for the
  // four a form popup needs, 20 ms at 4x CPU: not inside the task that arms popups); not after
  // stop(): a page that moved on (P08) gets nothing added
  const pre = (x: string) => task().then(() => g == e.g && chunksOf(needs(p, x)).forEach((c) => preload(e, e.b!.base + c + '.js')));
  let h = e.got.get(id);
  if (!h) {
    // the chunks the popup object names (runtime, shell, format, effects; the form when it has
    // fields) alongside the template, not after it: one round trip for both
    pre(p.poptin_fields?.length ? ' data-lp=form' : '');
    // the template's request in a task of its own too: it followed the arming in the task that
    // started the engine (issue 22: 40-65 ms at 4x CPU)
    e.got.set(id, (h = task().then(() => template(p)).then((x) => (x == null ? e.got.delete(id) : pre(x), x))));
  }
  return h;
};

/** What popup `id` needs, ahead of its opener's click or its call 2 or 3: the template and
 *  chunks when call 1 listed it, else runtime.js (the answer names the rest). */
export const ahead = (e: E, id: string) => {
  const p = e.ls.find((p) => p.poptin_id == id);
  p ? fetchFor(e, p) : preload(e, e.b!.base + 'runtime.js');
};
