// features/teaser.js (P17): the teaser tab, a small tab on an edge of the window that opens its
// popup. The engine fetches this chunk only for a popup with is_teasers_on, once the popup has
// passed its filters, and calls teaser() before arming its triggers. The tab shows by
// design_properties.teaser["tab-show"] (docs/behaviour.md P17):
//   always       from 500 ms after it is created;
//   before_show  likewise, until the popup has been shown on this page view;
//   after_close  once the popup has been closed (not after a conversion).
// It hides while its popup is open and leaves for good once the visitor converts. Every 3 s its
// nudge class is set for 1 s (none under prefers-reduced-motion). A native <button> in a shadow
// root of its own: labelled by its text, reached by Tab, pressed with Enter or Space.
import { obj, text as texts } from '../../core/text';
import { log } from '../../core/log';
import type { Off } from '../../core/listen';
import { kindOf, reducedMotion } from '../../popup/needs';
import { strings } from '../../core/strings';
import type { Platform } from '../../core/platform';
import type { Popup, TeaserSettings } from '../../popup/wire';
import { NUDGE_CLEAR_MS, NUDGE_EVERY_MS, RETRY_MS, START_MS, TEXT_MAX, Z } from './constants';

const MODES = ['always', 'before_show', 'after_close'];
const SIDES = ['left', 'right', 'bottom-left', 'bottom-right'];

const t = strings({ offer: 'Open offer' }, { offer: 'להצעה' });

// A side tab reads upwards on the left edge and downwards on the right (vertical text); a bottom
// tab is a plain row. It slides in from its edge and out again (translate; none under reduced
// motion) and hides with visibility, so a hidden tab is neither focusable nor announced. The
// nudge pulls it 6 px out of its edge and back.
const STYLE =
  '.s{position:fixed;display:flex;gap:8px;pointer-events:none}' +
  '.left,.right{top:50%;translate:0 -50%;flex-direction:column}.left{left:0}.right{right:0}' +
  '.bottom-left,.bottom-right{bottom:0}.bottom-left{left:16px}.bottom-right{right:16px}' +
  'button{all:unset;box-sizing:border-box;pointer-events:auto;cursor:pointer;font:600 15px/1.25 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;' +
  'color:#fff;background:#1d2433;padding:14px 11px;min-width:44px;min-height:44px;max-height:70vh;box-shadow:0 4px 18px #0004;' +
  'visibility:hidden;transition:translate .3s ease,visibility 0s .3s;--n:6px 0}' +
  '.left button{writing-mode:vertical-rl;rotate:180deg;border-radius:8px 0 0 8px;translate:-110% 0}' +
  '.right button{writing-mode:vertical-rl;border-radius:8px 0 0 8px;translate:110% 0;--n:-6px 0}' +
  '.bottom-left button,.bottom-right button{padding:11px 16px;border-radius:8px 8px 0 0;translate:0 110%;--n:0 -6px}' +
  'button.in{visibility:visible;translate:0 0;transition:translate .3s ease}' +
  'button:focus-visible{outline:3px solid #1d2433;outline-offset:2px;box-shadow:0 0 0 2px #fff,0 4px 18px #0004}' +
  'button.n{animation:n 1s ease}@keyframes n{30%,70%{translate:var(--n)}50%,100%{translate:0 0}}' +
  '@media (prefers-reduced-motion:reduce){button,button.in{transition:none}button.n{animation:none}}';

/** the page's one tab layer: a shadow root with a column (or row) per edge, shared by every
 *  popup's tab so that two tabs on one edge stack instead of covering each other */
let layer: { host: HTMLElement; root: ShadowRoot } | undefined;

const edge = (side: string) => {
  // (a page that removed the layer gets a new one)
  if (!layer?.host.isConnected) {
    const host = document.createElement('poptin-teaser');
    // the popups' host rules (runtime.ts HOST): page CSS cannot hide, move or restyle the layer
    host.style.cssText = `all:initial!important;display:block!important;position:fixed!important;inset:0!important;z-index:${Z}!important;pointer-events:none!important`;
    const root = host.attachShadow({ mode: 'open' });
    const s = new CSSStyleSheet();
    s.replaceSync(STYLE);
    root.adoptedStyleSheets = [s];
    document.documentElement.append(host);
    layer = { host, root };
  }
  let c = layer.root.querySelector<HTMLElement>('.' + side);
  if (!c) {
    c = document.createElement('div');
    c.className = 's ' + side;
    layer.root.append(c);
  }
  return c;
};

/** the settings as given, each unknown value logged and replaced by its default */
export function settings(p: Popup, lang: string): Required<TeaserSettings> {
  // X05 (core/text.ts): the settings' texts read as text first
  const dp = obj(p, 'design_properties'), o: TeaserSettings = (dp && obj(dp, 'teaser')) || {};
  texts(o, 'tab-show text side bg fg');
  const pick = <T extends string>(k: 'tab-show' | 'side', all: string[], dflt: T): T => {
    const v = o[k];
    if (v != null && !all.includes(v)) log(`Teaser ${k} unknown: ${v}`);
    return (all.includes(v!) ? v : dflt) as T;
  };
  const text = typeof o.text == 'string' ? o.text.trim() : '';
  return {
    'tab-show': pick('tab-show', MODES, 'always'),
    side: pick('side', SIDES, lang == 'he' ? 'right' : 'left'),
    text: !text ? t(lang, 'offer') : text.length > TEXT_MAX ? text.slice(0, TEXT_MAX - 1) + '…' : text,
    // written through the CSSOM (a colour property, so no url() can load anything), which
    // drops a value that is not a colour
    bg: String(o.bg || ''),
    fg: String(o.fg || ''),
  };
}

/**
 * Puts the popup's tab on the page. `open()` shows the popup; false when the engine refuses,
 * while the popup is opening, open or still fading out after its close. `isLive` and `wasShown`
 * are the popup's state when the tab comes (a poptin.show() may have opened it while this chunk
 * loaded). The listeners and timers go through `P` (the engine's set, cleared on stop); the
 * returned remover takes the tab off the page.
 */
export function teaser(p: Popup, P: Platform, lang: string, open: () => unknown, isLive?: boolean, wasShown?: boolean): Off {
  const id = p.poptin_id, o = settings(p, lang), mode = o['tab-show'];
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = o.text;
  if (lang == 'he') (b.dir = 'rtl'), (b.lang = 'he');
  // a modal popup is a dialog the tab opens
  if (kindOf(p.poptin_type) == 'modal') b.setAttribute('aria-haspopup', 'dialog');
  b.style.backgroundColor = o.bg;
  b.style.color = o.fg;
  // the CSSOM drops what is not a colour
  o.bg && !b.style.backgroundColor && log('Teaser bg unknown: ' + o.bg);
  o.fg && !b.style.color && log('Teaser fg unknown: ' + o.fg);
  edge(o.side).append(b);

  let ready = 0, live = +!!isLive, seen = +!!wasShown, closed = +(seen && !live), gone = 0, k = 0;
  const sync = () => b.classList.toggle('in', !!ready && !live && !gone && (mode == 'always' || (mode == 'before_show' ? !seen : !!closed)));
  // the tab's own listeners and timers, so that a tab gone for good leaves nothing running
  const mine: Off[] = [];
  const off = () => {
    gone = 1;
    mine.splice(0).forEach((f) => f());
    b.remove();
    // the last tab takes the layer with it
    if (layer && !layer.root.querySelector('button')) layer = void layer.host.remove();
  };
  // a press the engine refuses while the closed popup fades out is tried again until it is gone
  // (the tab shows only while the popup is not live, so only a fading copy refuses it); it stops
  // once the popup shows anyway or the tab is gone
  const press = (): unknown => live || gone || open() || P.timer(press, RETRY_MS);
  // what happens to the popup, from the events the engine dispatches on the document (§7)
  const when = (type: string, f: () => unknown) => mine.push(P.on(document, type, (e: CustomEvent) => e.detail?.poptin_id == id && (f(), sync())));
  when('poptinView', () => ((live = seen = 1), mode == 'before_show' && off()));
  when('poptinClose', () => ((live = 0), (closed = 1)));
  // a conversion: the tab's work is done
  when('poptinSubmit', off);
  mine.push(
    P.on(b, 'click', press),
    P.timer(() => ((ready = 1), sync()), START_MS),
  );
  // the nudge: set every 3 s while the tab is out, cleared 1 s later (one repeating timer, so
  // an hour-long visit registers nothing new)
  if (!reducedMotion())
    mine.push(
      P.timer(() => ((k = (k + 1) % (NUDGE_EVERY_MS / NUDGE_CLEAR_MS)) ? k == 1 && b.classList.remove('n') : b.classList.contains('in') && b.classList.add('n')), NUDGE_CLEAR_MS, true),
    );
  // opened before the tab came: a before_show tab has nothing left to do
  mode == 'before_show' && seen && off();
  return off;
}
