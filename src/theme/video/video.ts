// theme/video.js (T12; spec widget-and-theme.md §1.2, §2.3 "video backgrounds"): a section's
// background video (docs/theme.md "Video backgrounds"). The theme prints the <video> muted, with
// its poster and its source in data-src, so a page without the script (or a builder, which does
// not load effects) shows the poster and downloads no video. When the section comes into view the
// module gives the video its source and plays it, muted and inline; it pauses when the section
// leaves the window or the page is hidden, and a visible button pauses and plays it (WCAG 2.2.2:
// moving content that lasts over 5 s needs one). Under reduced motion it does not start on its
// own: the button plays it.
import type { Theme } from '../types';
import { strings } from '../../core/strings';

const t = strings({ pause: 'Pause the background video', play: 'Play the background video' }, { pause: 'השהיית סרטון הרקע', play: 'הפעלת סרטון הרקע' });

export function init(root: HTMLElement, T: Theme) {
  const v = root.querySelector('video'), lang = document.documentElement.lang.slice(0, 2);
  if (!v) return;
  let seen = false, held = T.reduced();
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'lp-video-toggle';
  // the button says what it will do, from the visitor's choice (not from the video's state, which
  // scrolling changes: a label that changed width then would shift the button unasked)
  const show = () => (b.textContent = t(lang, held ? 'play' : 'pause'));
  const go = () => (seen && !held && !document.hidden ? v.play().catch(() => {}) : v.pause());
  // the source, once, the first time it is wanted
  const src = () => v.dataset.src && !v.src && (v.src = v.dataset.src);
  v.muted = true;
  v.playsInline = true;
  b.addEventListener('click', () => ((held = !held), src(), go(), show()));
  new IntersectionObserver((es) => ((seen = es.some((x) => x.isIntersecting)), seen && !held && src(), go())).observe(root);
  document.addEventListener('visibilitychange', go);
  show();
  root.append(b);
}
