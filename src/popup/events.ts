// The popup's lifecycle events on document and their detail (spec §7: poptinView, poptinSubmit,
// poptinClose; ours: the cancelable poptinBeforeShow), with the dataLayer bridge (X09). In the
// popup's shared part: the engine and the form dispatch them, and a feature chunk never imports
// engine.js.
import { log } from '../core/log';
import type { Popup } from './wire';

/** Event detail for poptinView / poptinSubmit / poptinClose (§7). */
export const detail = (p: Popup) => ({
  poptin_id: p.poptin_id,
  poptin_name: p.poptin_name,
  poptin_target: p.poptin_target,
  poptin_type: p.poptin_type,
  account_id: p.account_id,
});

/** A lifecycle event on document (dispatchEvent reports a host listener's exception instead of
 *  throwing it); false when a listener cancelled it (`cancelable`). poptinView, poptinSubmit and
 *  poptinClose also go to Google Tag Manager's window.dataLayer when the page has one (X09, issue
 *  20): the popup's metadata only, never what the visitor typed. */
export const emit = (name: string, d: object, cancelable?: boolean) => {
  const go = document.dispatchEvent(new CustomEvent(name, { detail: d, cancelable })), dl = (window as any).dataLayer;
  // after the event, and on its own: a page's push that throws (a frozen array, its own
  // override) costs the push only, never the view's report or the submit's thank-you
  try {
    cancelable || (Array.isArray(dl) && dl.push({ event: name, ...d }));
  } catch (x) {
    log('dataLayer push failed', x);
  }
  return go;
};
