// Display API transport. Never throws: a failing request is a log line and `null` (§8).
import { log } from './log';

/** JSON is sent as text/plain: a "simple" CORS request, so no preflight round trip. */
export async function send(url: string, body: unknown, method = 'POST'): Promise<unknown> {
  try {
    const r = await fetch(url, method === 'GET' ? {} : { method, body: JSON.stringify(body), keepalive: true });
    if (!r.ok) throw new Error('HTTP ' + r.status);
    const t = await r.text();
    return t ? JSON.parse(t) : {};
  } catch (e) {
    log('Request failed: ' + url.replace(/[?#].*/, ''), e);
    return null;
  }
}

/** Reporting that must survive page unload (calls 7, 8, 9; call 5 needs its answer, so it is a
 *  keepalive fetch of its own): sendBeacon, else keepalive fetch. */
export function beacon(url: string, body: unknown): void {
  const data = JSON.stringify(body);
  try {
    if (navigator.sendBeacon && navigator.sendBeacon(url, data)) return;
  } catch {
    /* fall through to fetch */
  }
  send(url, body);
}
