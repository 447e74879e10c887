// Makes the theme demo's background video, server/theme/assets/steam.webm (docs/theme.md "Video
// backgrounds"): 4 s of soft circles rising over a roast-brown gradient, drawn on a canvas in
// Chromium and recorded with MediaRecorder (VP8, 80 kbit/s, 320x180), so the repository needs no
// video tool and no downloaded footage. Its poster, steam.svg, is a still of the same scene.
// Run: node scripts/make-demo-video.mjs
import { writeFileSync } from 'node:fs';
import { launch, TEST_CHROMIUM } from '../bench/chromium.mjs';

const browser = await launch(undefined, TEST_CHROMIUM);
const page = await browser.newPage();
const b64 = await page.evaluate(async () => {
  const c = Object.assign(document.createElement('canvas'), { width: 320, height: 180 });
  const g = c.getContext('2d');
  const draw = (t) => {
    const grad = g.createLinearGradient(0, 0, 320, 180);
    grad.addColorStop(0, '#3b1f12');
    grad.addColorStop(1, '#7c2d12');
    g.fillStyle = grad;
    g.fillRect(0, 0, 320, 180);
    for (let i = 0; i < 9; i++) {
      const y = 200 - ((t / 4000 + i / 9) % 1) * 240, x = 30 + i * 33 + Math.sin(t / 700 + i) * 10;
      g.fillStyle = 'rgba(255,237,213,0.18)';
      g.beginPath();
      g.arc(x, y, 14 + (i % 3) * 6, 0, 7);
      g.fill();
    }
  };
  const rec = new MediaRecorder(c.captureStream(24), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 80000 });
  const parts = [];
  rec.ondataavailable = (e) => parts.push(e.data);
  const t0 = performance.now();
  rec.start();
  await new Promise((done) => {
    const f = () => (draw(performance.now() - t0), performance.now() - t0 < 4000 ? requestAnimationFrame(f) : done());
    f();
  });
  rec.stop();
  await new Promise((r) => (rec.onstop = r));
  const buf = new Uint8Array(await new Blob(parts).arrayBuffer());
  let s = '';
  for (const x of buf) s += String.fromCharCode(x);
  return btoa(s);
});
await browser.close();
writeFileSync(new URL('../server/theme/assets/steam.webm', import.meta.url), Buffer.from(b64, 'base64'));
console.log('steam.webm', Buffer.from(b64, 'base64').length, 'bytes');
