// widget/whatsapp.js (W03): the WhatsApp pop-up of a channel with a welcome message: a header
// (wp_popup_headline, its colour), the welcome bubble (the profile image, the nickname, the
// owner's message and the visitor's current time), a message box starting at the pre-set
// message, and send, which opens the chat with what was typed (links.ts whatsappSend) and
// counts the channel (call 2). The owner's welcome message is HTML in the plugin; here only its
// text is kept, a paragraph per block, never its markup.
import type { Ctx } from '../boot';
import type { Channel } from '../wire';
// (links.ts is in widget/list.js, already loaded: rollup.config.mjs RUNGS)
import { preset, whatsappSend, type Page } from '../list/links';
import { pop } from '../pop/pop';
import { text as texts } from '../../core/text';
import { on } from '../../core/flags';
import { log } from '../../core/log';
import { inert } from '../../core/trust';

// the emoji picker's sheet, made once
let sheet: CSSStyleSheet | undefined;

const STYLE =
  '.wa{display:flex;gap:10px;align-items:flex-start;margin-bottom:12px}.wa img{flex:none;width:40px;height:40px;border-radius:50%;object-fit:cover}' +
  '.wb{background:#f0f2f5;border-radius:0 10px 10px;padding:8px 10px;min-width:0}.wb b{display:block;font-size:13px}.wb p{margin:4px 0 0;overflow-wrap:anywhere}.wb time{display:block;font-size:12px;color:#51565e;text-align:end}' +
  '.wf{display:flex;gap:8px;align-items:flex-end}.wf textarea{flex:1;min-height:44px;box-sizing:border-box;padding:10px;border:1px solid #8a8f98;border-radius:8px;font:inherit;resize:vertical}' +
  '.wf button{flex:none;min-width:44px;height:44px;border:0;border-radius:22px;padding:0 14px;background:#1b7d45;color:#fff;font:inherit;font-weight:600;cursor:pointer}.wf .we{padding:0;background:#f0f2f5;font-size:20px}.wf :focus-visible{outline:3px solid #1f2328;outline-offset:2px}';

/** The text of the owner's welcome message, a paragraph per block or line break (no markup
 *  kept: text only, never a script's or a style's). Parsed inert (a template's content: nothing
 *  runs or loads) through the Trusted Types policy (core/trust.ts), so a page that enforces
 *  Trusted Types parses it too, with no violation (issue 20). */
function paragraphs(html: string): string[] {
  let text: string;
  try {
    const b = inert(html);
    for (const e of b.querySelectorAll('script,style,template')) e.remove();
    for (const e of b.querySelectorAll('br,p,div,li,h1,h2,h3,h4,h5,h6,blockquote,tr')) e.after('\n');
    text = b.textContent || '';
  } catch {
    // (a page whose trusted-types list lacks our policy refuses to parse HTML: the tags taken
    // out as text)
    text = html.replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, '\n').replace(/<[^>]*>/g, '');
  }
  return text
    .split(/\n+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

export function open(c: Ctx, ch: Channel, page: Page, pick: () => void): void {
  const { he, P } = c;
  // (its own texts, read as texts: text.ts)
  texts(ch, 'wp_popup_headline wp_popup_profile wp_popup_nickname wp_popup_head_bg_color chat_welcome_message input_placeholder');
  const p = pop(c, ch.wp_popup_headline || ch.hover_text || 'WhatsApp', { bg: ch.wp_popup_head_bg_color || '#1b7d45', css: STYLE });
  // the welcome bubble
  const wa = document.createElement('div');
  wa.className = 'wa';
  if (/^https?:\/\//i.test(ch.wp_popup_profile || '')) {
    const img = document.createElement('img');
    img.src = ch.wp_popup_profile!;
    img.alt = '';
    wa.append(img);
  }
  const wb = document.createElement('div');
  wb.className = 'wb';
  wb.dir = 'auto';
  if (ch.wp_popup_nickname) {
    const b = document.createElement('b');
    b.textContent = ch.wp_popup_nickname;
    wb.append(b);
  }
  for (const t of paragraphs(ch.chat_welcome_message || '')) {
    const para = document.createElement('p');
    para.textContent = t;
    wb.append(para);
  }
  // the visitor's time now, as a chat shows it
  const now = new Date();
  const time = document.createElement('time');
  time.dateTime = now.toISOString();
  time.textContent = now.toLocaleTimeString(he ? 'he' : undefined, { hour: '2-digit', minute: '2-digit' });
  wb.append(time);
  wa.append(wb);
  // the message and send
  const f = document.createElement('form');
  f.className = 'wf';
  const box = document.createElement('textarea');
  box.rows = 2;
  box.value = preset(ch.pre_set_message, page);
  box.placeholder = ch.input_placeholder || (he ? 'כתבו הודעה…' : 'Write a message…');
  box.setAttribute('aria-label', he ? 'ההודעה שלכם' : 'Your message');
  box.dir = 'auto';
  const send = document.createElement('button');
  send.textContent = he ? 'שליחה' : 'Send';
  f.append(box, send);
  // the emoji picker (widget/emoji.js), fetched at the first press of its button
  if (on(ch.emoji_picker)) {
    const em = document.createElement('button');
    em.type = 'button';
    em.id = 'wem';
    em.textContent = '😊';
    em.className = 'we';
    em.setAttribute('aria-label', he ? 'סמלי רגש' : 'Emoji');
    em.setAttribute('aria-expanded', 'false');
    let close: (() => void) | undefined;
    P.on(em, 'click', () => {
      if (em.getAttribute('aria-expanded') == 'true') return close?.();
      import('../emoji/emoji').then(
        (m) => {
          if (!sheet) (sheet = new CSSStyleSheet()).replaceSync(m.STYLE);
          if (!c.root.adoptedStyleSheets.includes(sheet)) c.root.adoptedStyleSheets = [...c.root.adoptedStyleSheets, sheet];
          // (at the caret; focus stays in the picker, for another)
          close = m.picker(em, f, (e) => box.setRangeText(e, box.selectionStart, box.selectionEnd, 'end'), he, P.on);
        },
        (e) => ((em.disabled = true), log('widget/emoji.js failed to load', e)),
      );
    });
    f.insertBefore(em, send);
  }
  P.on(f, 'submit', (e: SubmitEvent) => {
    e.preventDefault();
    const l = whatsappSend(ch, c.mobile(), box.value);
    if (!l) return;
    pick();
    window.open(l.href, '_blank', 'noopener');
    p.close();
  });
  // Enter sends, Shift+Enter is a new line (as in the chat apps)
  P.on(box, 'keydown', (e: KeyboardEvent) => e.key == 'Enter' && !e.shiftKey && !e.isComposing && (e.preventDefault(), f.requestSubmit()));
  p.body.append(wa, f);
  box.focus();
}
