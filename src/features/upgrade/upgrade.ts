// features/upgrade.js: the built-in upgrade popup (§2, §8 client restriction, P03). Only a
// restricted account's visitors ever see it, so it is a chunk of its own that engine.js imports
// on a restricted answer instead of every engine.js download carrying it. The engine hands over
// a callback that shows a popup and gives back its closer (engine/upgrade.ts), not its state.
import type { Boot, ShowPopup } from '../../popup/rungs';
import { send } from '../../core/http';
import { REMIND } from '../../popup/keys';
import type { Listeners } from '../../core/listen';
import { setCookie } from '../../core/storage';
import { httpUrl } from '../../core/url';
import type { DisplayAnswer, Popup } from '../../popup/wire';

// ours: 'Remind me later' hides the upgrade popup for 1 day (§2 has the remind-me follow-up, not
// its length)
const REMIND_MS = 86400000;

/** Never in an answer: 'upgrade_popup' is not a valid popup id (answer.ts ID), so no answer can
 *  collide with it. It is shown directly, never through open() or the answer checks. */
const UPGRADE: Popup = {
  poptin_id: 'upgrade_popup',
  poptin_name: 'Upgrade',
  poptin_target: 'click',
  poptin_type: 'lightbox',
  poptin_format: 'format_1',
  display: true,
  x_close_button: 1,
};
const ID = UPGRADE.poptin_id;

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');

/** Shows the upgrade popup once (`show` does nothing while it is opening, queued or visible);
 *  the choice is logged (call 10) and 'Remind me later' (or any other dismissal) hides it for a
 *  day. The engine has already checked that there is an upgrade popup and no reminder cookie. */
export function upgrade(a: DisplayAnswer, boot: Boot, L: Listeners, show: ShowPopup): void {
  const s = a.client_restriction_setting || {}, u = s.upgrade_popup;
  if (!u) return;
  let chosen = '';
  const href = httpUrl(u.url);
  const choose = (c: string) => {
    if (chosen) return;
    chosen = c;
    send(`${boot.api}/api/display/limitLogs/${encodeURIComponent(boot.clientId)}?status=${c}&id=${encodeURIComponent(s.id || '')}`, 0, 'GET');
    c == 'remind' && setCookie(REMIND, '1', REMIND_MS);
  };
  const close = show(
    UPGRADE,
    `<div data-lp="main"><h2 data-lp="title">${esc(u.title || 'Upgrade')}</h2><p>${esc(u.text)}</p>` +
      (href ? `<a href="${esc(href)}" target="_blank" rel="noopener">${esc(u.button_text || 'Upgrade')}</a> ` : '') +
      `<button type="button" data-lp="close">${esc(u.remind_text || 'Remind me later')}</button></div>`,
    'restriction',
    { onView: () => Promise.resolve(''), onClose: () => choose('remind'), onConvert: () => false },
  );
  // The runtime mounts templates in an open shadow root, so the link shows in composedPath().
  if (close && href)
    L.on(document, 'click', (e: Event) => {
      if (e.composedPath().some((n: any) => n.href == href)) {
        choose('upgrade');
        close('cancel_click');
      }
    }, true);
}
