// widget/wechat.js (W04): the WeChat pop-up. No address opens a WeChat chat with a given ID, so
// the channel shows its QR code (the owner's image, http or https only) and the ID to search
// for, in the widget's pop-up frame (pop.ts).
import type { Ctx } from '../boot';
import type { Channel } from '../wire';
import { pop } from '../pop/pop';
import { text as texts } from '../../core/text';

// the QR code at its size, centred
const STYLE = '.qr{display:block;margin:0 auto 8px;max-width:100%;height:auto}.pb p{margin:0 0 8px;text-align:center}';

export function open(c: Ctx, ch: Channel): void {
  const he = c.he;
  texts(ch, 'wechat_header wechat_qr_code_title wechat_header_color');
  const id = String(ch.value ?? '').trim();
  const p = pop(c, ch.wechat_header || 'WeChat', { bg: ch.wechat_header_color, css: STYLE });
  const url = String(ch.qr_code_image_url || '');
  if (/^https?:\/\//i.test(url)) {
    const img = document.createElement('img');
    img.className = 'qr';
    img.src = url;
    img.alt = (he ? 'קוד QR לצ׳אט ב-WeChat' : 'QR code to chat on WeChat') + (id ? ` (${id})` : '');
    img.width = img.height = 200;
    p.body.append(img);
  }
  const t = document.createElement('p');
  t.textContent = ch.wechat_qr_code_title || (he ? 'סרקו את הקוד באפליקציית WeChat' : 'Scan the code in the WeChat app');
  p.body.append(t);
  if (id) {
    // the ID, selectable, for a visitor who cannot scan (on the phone that shows the code)
    const w = document.createElement('p');
    const b = document.createElement('strong');
    b.textContent = id;
    b.dir = 'ltr';
    w.append(he ? 'מזהה WeChat: ' : 'WeChat ID: ', b);
    p.body.append(w);
  }
}
