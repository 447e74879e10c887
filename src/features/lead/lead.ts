// features/lead.js: no lead is lost (issue 7, X05). A lead (call 6) is kept in local storage
// under its idempotency key, one record per lead, from the moment it goes out until the server
// acknowledges it. A failure (offline, no answer within CONVERSION_TIMEOUT_MS, a 5xx, 408 or 429,
// an answer without success true) sends it again with backoff on this page, at once when the
// browser says it is back online (issue 20), and on later page views: loader.js imports this
// chunk when a lead record is there. The server stores a repeated key once, so a
// lead sent twice (two tabs, an answer lost on the way back) is harmless. Only a submit and a
// page view with a waiting lead load this chunk.
import { DAY } from '../../core/constants';
import { on } from '../../core/flags';
import { LEAD, LEADS } from '../../popup/keys';
import { log } from '../../core/log';
import { acknowledge } from './acknowledge';

// ours: browsers cap keepalive bodies at 64 KiB (shared with in-flight beacons); a bigger call 6
// goes without keepalive
const KEEPALIVE_MAX = 60000;

// The timings are ours (the spec has no retries). They live here, not in core/constants.ts:
// engine.js holds that file, and would have to export them to this chunk on every page view
// that arms a popup (docs/CONTRIBUTING.md "The tree": constants live with the rung that owns them).
/** a call 6 unanswered after 8 s counts as failed (a hanging request is cancelled) */
export const CONVERSION_TIMEOUT_MS = 8000;
/** the first retry 2 s after a failure, then doubling … */
export const RETRY_MS = 2000;
/** … up to every 5 minutes, on this page and on the next page views */
export const RETRY_MAX_MS = 300000;
/** a lead still unacknowledged after 7 days is dropped (logged) */
export const LEAD_TTL_MS = 7 * DAY;

/** A lead on its way: call 6's address and form-encoded body, its idempotency key, when it was
 *  made, the failed attempts so far, and when the next attempt may start. `t` is also a lease:
 *  a tab sending the lead moves it past the timeout, so other tabs leave the lead alone
 *  meanwhile. `m`: kept in memory only (storage refused it) and its one retry is used. */
export interface Lead {
  u: string;
  b: string;
  k: string;
  c: number;
  n: number;
  t: number;
  m?: 1;
  /** a page is sending it (or, at the submit, holding it for call 5's view id) until then: the
   *  online event of this page or another tab leaves it alone meanwhile */
  f?: number;
}

/** 'ok': acknowledged. 'queued': failed, sent again later. 'refused': a 4xx the server will
 *  answer again (malformed, unknown popup): dropped, logged, like any failed call (§8). */
export type Result = 'ok' | 'queued' | 'refused';

export type Timer = (fn: () => void, ms: number) => unknown;

const later: Timer = (f, ms) => setTimeout(f, ms);

// a 4xx that a later attempt may pass: request timeout, too early, too many requests
const TRANSIENT = [408, 425, 429];

/** Keys with a retry timer on this page: a lead is planned once however often it is met. */
const planned = new Set<string>();
/** Keys whose call 6 is on its way from this page: the online event leaves them be. */
const flying = new Set<string>();

/** issue 20: every waiting lead goes now, not at the end of its backoff (which may be minutes),
 *  but one a page is sending or holding (`f`) */
export const sendAll = (nonce: string, timer: Timer = later) => {
  for (const e of stored()) flying.has(e.k) || e.f! > Date.now() || send(e, nonce, timer);
};

let awake = 0;
/** back online: sendAll() */
const wake = (nonce: string, timer: Timer) => awake++ || window.addEventListener('online', () => sendAll(nonce, timer));

/** keys acknowledged on this page: the owner's conversion code runs once per lead */
const done = new Set<string>();

/** Writes the lead, or removes it; false when storage refused. */
function put(k: string, e?: Lead): boolean {
  try {
    if (e) localStorage.setItem(LEAD + k, JSON.stringify(e));
    else localStorage.removeItem(LEAD + k);
    return true;
  } catch (err) {
    log('Storage unsupported', err);
    return false;
  }
}

/** The stored leads; an unreadable entry is removed. */
function stored(): Lead[] {
  const out: Lead[] = [];
  try {
    const ls = localStorage;
    // the flag earlier builds kept beside the leads: no longer read (one record per lead)
    ls.removeItem(LEADS);
    for (const k of Object.keys(ls))
      if (k.startsWith(LEAD))
        try {
          out.push(JSON.parse(ls.getItem(k)!));
        } catch {
          ls.removeItem(k);
        }
  } catch (err) {
    log('Storage unsupported', err);
  }
  return out;
}

const read = (k: string) => stored().find((e) => e.k === k);

/**
 * One attempt at call 6 for the lead; never rejects. It stores the lead first (a write-ahead:
 * if the page goes away mid-request, the next page view sends it again) with a lease of the
 * timeout, and after a failure plans the next attempt. With storage blocked the lead lives in
 * memory for one retry on this page (logged).
 */
export async function send(e: Lead, nonce: string, timer: Timer = later): Promise<Result> {
  wake(nonce, timer);
  flying.add(e.k);
  e.t = Date.now() + CONVERSION_TIMEOUT_MS + RETRY_MS;
  e.f = Date.now() + CONVERSION_TIMEOUT_MS;
  put(e.k, e);
  const ctl = new AbortController();
  let r: Result = 'queued';
  try {
    const res = await Promise.race([
      fetch(e.u, {
        method: 'POST',
        body: new URLSearchParams(e.b),
        // the visitor may leave right after submitting: keepalive lets the lead still go out.
        // Browsers refuse (reject) a keepalive body over 64 KiB, so a huge one goes without it.
        keepalive: e.b.length < KEEPALIVE_MAX,
        signal: ctl.signal,
      }),
      // a hanging call 6: given up (and the request cancelled) after the timeout; a server that
      // did store it answers the retry with the same conversion (idempotency key)
      new Promise<void>((ok) => timer(ok, CONVERSION_TIMEOUT_MS)),
    ]);
    if (!res) {
      ctl.abort();
      log('Conversion timed out');
    } else if (res.ok) {
      const a = await res.json();
      if (a && on(a.success)) {
        r = 'ok';
        done.has(e.k) || (done.add(e.k), acknowledge(a, nonce));
      } else log('Conversion failed'); // §8: logged, nothing shown to the visitor
    } else if (res.status < 500 && !TRANSIENT.includes(res.status)) {
      r = 'refused';
      log('Conversion refused: ' + res.status);
    } else log('Conversion failed');
  } catch (err) {
    log('Conversion failed', err); // offline, or an answer that is not JSON
  }
  flying.delete(e.k);
  delete e.f;
  if (r != 'queued') put(e.k);
  else if (Date.now() - e.c > LEAD_TTL_MS) {
    put(e.k);
    log('Lead dropped: unacknowledged for 7 days');
  } else {
    const ms = Math.min(RETRY_MS * 2 ** e.n++, RETRY_MAX_MS);
    e.t = Date.now() + ms;
    if (!e.m && put(e.k, e)) plan(e, nonce, timer, ms);
    else if (!e.m) {
      e.m = 1;
      log('Lead kept in memory for one retry: storage unsupported');
      plan(e, nonce, timer, ms);
    } else log('Lead lost: storage unsupported');
  }
  return r;
}

/** The next attempt, at e.t. Another tab may have sent the lead meanwhile (gone) or be sending
 *  or planning it (it moved e.t): the stored entry decides. */
function plan(e: Lead, nonce: string, timer: Timer, ms = e.t - Date.now()): void {
  if (planned.has(e.k)) return;
  planned.add(e.k);
  timer(() => {
    planned.delete(e.k);
    const cur = e.m ? e : read(e.k);
    if (cur && cur.t != e.t) plan(cur, nonce, timer);
    else if (cur) send(cur, nonce, timer);
  }, Math.max(0, ms));
}

/** Page view with waiting leads (loader.js): each goes out when due. */
export function drain(nonce: string, timer: Timer = later): void {
  wake(nonce, timer);
  for (const e of stored()) plan(e, nonce, timer);
}
