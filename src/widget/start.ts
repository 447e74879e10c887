// The widget tag's work (W01, §8): the settings, inline on the page or from the server by site
// id, checked, then each widget drawn (boot.ts). docs/widget-api.md "The tag" and "Settings".
import { log } from '../core/log';
import { listen } from '../core/listen';
import type { WidgetSettings } from './wire';
import { text as texts } from '../core/text';
import { boot, gate, type Chunk } from './boot';

/** `tag`: widget.js's script element; `base`: this build's chunks folder (widget/list.js,
 *  widget/when.js). */
export function start(tag: HTMLScriptElement, base: string, load = (u: string) => import(/* webpackIgnore: true */ u)): Promise<void> {
  // each chunk loaded once per page ('' is widget/core.js, which all import: asked for beside the
  // first of them, one round trip, not two)
  const got: Record<string, Promise<unknown>> = {};
  const chunk: Chunk = (n) => (got[n] ||= ((got[''] ||= load(base + 'widget/core.js').catch(() => {})), load(base + `widget/${n}.js`).catch((e) => log(`widget/${n}.js failed to load`, e)))) as ReturnType<Chunk>;
  // §3.1 settings: a JSON block on the page (as WordPress-style plugins print them), else the
  // server's by site id (data-site on the tag; the API is the tag's origin unless data-api). A
  // tag without data-site reads the block once the document is parsed: a streamed or slow page
  // may print it after the tag, in a part that has not arrived yet (issue 20)
  const site = tag.dataset.site;
  const api = (tag.dataset.api || new URL(tag.src).origin).replace(/\/+$/, '');
  let inline: Element | null;
  return new Promise((parsed) => (!site && document.readyState == 'loading' ? listen(document, 'DOMContentLoaded', parsed) : parsed(0)))
    .then(() =>
      (inline = document.querySelector('script[type="application/json"][data-lp-widget]'))
        ? JSON.parse(inline.textContent || '')
        : site
          ? fetch(`${api}/api/widget/settings?site=${encodeURIComponent(site)}`).then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
          : Promise.reject(),
    )
    .then(
      (x) => {
        // (the page took its consent back while the settings came: X08)
        if (gate.no) return;
        const s = x as WidgetSettings;
        // §8 "No widgets: the widget logs that the settings do not exist"; the settings' texts
        // read as texts (text.ts)
        if (!Array.isArray(texts(Object(s), 'ajax_url nonce').widgets) || !s.widgets.length || typeof s.ajax_url != 'string')
          return log('Widget settings do not exist');
        // a relative ajax_url is the settings' server's (the page's, for inline settings)
        s.ajax_url = new URL(s.ajax_url, inline ? location.href : api + '/').href;
        // the widget's tag, for what only the page may say (its data-test-captcha: captcha.ts);
        // set here, so a `tag` in the JSON is never read
        s.tag = tag;
        for (const w of s.widgets) {
          try {
            boot(s, w, chunk);
          } catch (e) {
            log('Widget failed: ' + (w && w.id), e); // one broken widget costs only itself
          }
        }
      },
      (e) => log('Widget settings do not exist', e),
    );
}
