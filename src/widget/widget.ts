// widget.js (W01): the contact-channel widget's tag, a classic script like loader.js
// (document.currentScript is null in modules): <script src=".../widget.js" data-site="SITE"
// async>. It reads the settings and draws each widget's floating button (start.ts, boot.ts);
// the channel list is widget/list.js, fetched at the first hover, focus or press of a button.
import { log } from '../core/log';
import { start } from './start';
import { gate, WIDGET } from './boot';

const script = document.currentScript as HTMLScriptElement | null;
try {
  if (script?.src) {
    let up = 0;
    const go = () => up++ || start(script, new URL('v/__BUILD__/', script.src).href);
    if (script.dataset.consent != 'wait') go();
    else {
      // X08 (docs/consent.md): data-consent="wait" fetches, stores and draws nothing until the
      // page says yes; a yes taken back removes the widgets and closes the gate (boot.ts: no
      // report, no widget drawn from settings still on their way); a later yes draws them again.
      // window.poptin.consent answers both tags: the loader's, when it ran first, is chained, and
      // the loader chains onto this one when it runs later.
      const P = ((window as any).poptin ||= {}), other = P.consent;
      P.consent = (yes: unknown) => {
        P.consented = !!yes;
        try {
          if (yes) (gate.no = 0), go();
          else (gate.no = 1), gate.g++, (up = 0), document.querySelectorAll(WIDGET).forEach((e) => e.remove());
          other?.(yes);
        } catch (e) {
          log('Consent failed', e);
        }
      };
      P.consented === true && go();
    }
  }
} catch (e) {
  log('Widget failed', e); // never an exception in the host page
}
