// Opening a popup outside its own triggers (P10, P21): 'click', an opener (call 2, POST with the
// page context); 'manual', poptin.show(id) or a redirect launching another popup (call 3, GET).
// The answer is validated like call 1's and the popup shows at once.
import { send } from '../core/http';
import { log } from '../core/log';
import { on } from '../core/flags';
import { checkAnswer, langOf } from './answer';
import { ID } from '../popup/opener';
import { ahead, fetchFor } from './prefetch';
import { os } from '../popup/os';
import { show } from './show';
import type { E } from './state';
import { upgrade } from './upgrade';
import type { DisplayAnswer } from '../popup/wire';

export async function open(e: E, id: string, how: 'click' | 'manual') {
  const boot = e.b, g = e.g;
  if (!boot || !ID.test(id)) return log('Cannot open popup: ' + id);
  if (e.live.has(id)) return;
  e.live.add(id);
  let ok = 0;
  try {
    const click = how == 'click';
    // one round trip (page weight 1): a popup call 1 listed has its template and chunks fetched
    // while call 2 or 3 is on its way; another has runtime.js, and the rest follows the answer
    // (which alone gives the template's address)
    ahead(e, id);
    const a = (await send(
      boot.api + '/api/display/click/' + id,
      // the call-1 payload already holds previous_visited_pages_with_time_stamp (§7 call 2)
      click && { ...boot.req, client_id: boot.clientId, browser_language: navigator.language, operating_system: os(navigator.userAgent), poptin_display: id },
      click ? 'POST' : 'GET',
    )) as DisplayAnswer | null;
    if (g != e.g || !a) return;
    if (on(a.is_client_restriction)) return upgrade(e, a);
    const p = checkAnswer(a)?.poptins?.find((p) => p.poptin_id == id);
    if (!p) return log('Popup not found: ' + id);
    const h = await fetchFor(e, p);
    // spec item 2: this answer, not call 1's, decides the popup's language
    if (h != null && g == e.g) (ok = 1), show(e, p, h, click ? 'on_click' : how, { lang: langOf(a) });
  } catch (x) {
    log('Open failed', x);
  } finally {
    // once shown, the popup stays live until removed; otherwise free the id for the next click
    ok || (g == e.g && e.live.delete(id));
  }
}
