// widget/emoji.js (W03): the WhatsApp pop-up's emoji picker, fetched at its first use (the
// pop-up's emoji button). A labelled group of emoji buttons, one tab stop (roving tabindex):
// the arrows move, Home and End jump, Enter or a press puts the emoji at the message box's caret,
// Escape closes the picker (and only it) with focus back on its button. Screen readers name an
// emoji in the visitor's own language from its character, so the buttons need no label of ours.
import type { Listeners } from '../../core/listen';

const LIST =
  '😀 😃 😄 😁 😆 😅 😂 🤣 😊 😇 🙂 😉 😍 🥰 😘 😋 😎 🤩 🥳 😏 😒 😞 😔 😟 🙁 😢 😭 😤 😠 🤯 😳 😱 🤗 🤔 🤭 🤫 😐 😬 🙄 😴 😷 🤒 👍 👎 👌 ✌️ 🤞 🙏 👏 🙌 👋 💪 ❤️ 🧡 💛 💚 💙 💜 💔 🔥 ✨ ⭐ 🎉 🎁 ☕ 🍰 🌹 🌞 📞 📦 ✅ ❌ ❓ 💬'.split(' ');
// (8 a row: the arrows' up and down)
const ROW = 8;

export const STYLE =
  '.em{display:grid;grid-template-columns:repeat(8,1fr);gap:2px;margin-top:8px;padding:6px;border:1px solid #d0d7de;border-radius:8px;max-height:150px;overflow:auto}' +
  '.em button{min-width:0;height:36px;border:0;border-radius:6px;background:none;font-size:20px;line-height:1;cursor:pointer;padding:0}' +
  '.em button:hover{background:#f0f2f5}.em button:focus-visible{outline:3px solid #1f2328;outline-offset:-3px}';

/** Draws the picker after `at` for its button `toggle`; `put` inserts an emoji; `on` adds a
 *  listener (the widget's platform, Ctx.P: a throwing handler is a log line, X05). Returns its
 *  close. */
export function picker(toggle: HTMLButtonElement, at: Element, put: (e: string) => void, he: boolean, on: Listeners['on']): () => void {
  const g = document.createElement('div');
  g.className = 'em';
  g.id = toggle.id + 'p';
  g.setAttribute('role', 'group');
  g.setAttribute('aria-label', he ? 'סמלי רגש' : 'Emoji');
  const all = LIST.map((e, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = e;
    b.tabIndex = i ? -1 : 0;
    on(b, 'click', () => put(e));
    return b;
  });
  g.append(...all);
  const move = (i: number) => {
    const to = all[Math.max(0, Math.min(all.length - 1, i))];
    for (const b of all) b.tabIndex = b == to ? 0 : -1;
    to.focus();
  };
  const close = () => {
    if (!g.isConnected) return;
    g.remove();
    toggle.setAttribute('aria-expanded', 'false');
  };
  on(g, 'keydown', (e: KeyboardEvent) => {
    const i = all.indexOf(e.target as HTMLButtonElement);
    // (right to left in Hebrew: the arrows follow the row's direction)
    const side = he ? -1 : 1;
    const to = { ArrowRight: i + side, ArrowLeft: i - side, ArrowDown: i + ROW, ArrowUp: i - ROW, Home: 0, End: all.length - 1 }[e.key];
    if (to != null) move(to);
    else if (e.key == 'Escape') close(), toggle.focus();
    else return;
    // handled here: not the pop-up's Escape, not a scroll of the page
    e.preventDefault();
  });
  at.after(g);
  toggle.setAttribute('aria-controls', g.id);
  toggle.setAttribute('aria-expanded', 'true');
  all[0].focus();
  return close;
}
