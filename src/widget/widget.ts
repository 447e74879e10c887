// widget.js (W01): the contact-channel widget's tag, a classic script like loader.js
// (document.currentScript is null in modules): <script src=".../widget.js" data-site="SITE"
// async>. It reads the settings and draws each widget's floating button (start.ts, boot.ts);
// the channel list is widget/list.js, fetched at the first hover, focus or press of a button.
import { log } from '../shared/log';
import { start } from './start';

const script = document.currentScript as HTMLScriptElement | null;
try {
  if (script?.src) start(script, new URL('v/__BUILD__/', script.src).href);
} catch (e) {
  log('Widget failed', e); // never an exception in the host page
}
