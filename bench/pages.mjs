// The bench's host site and popups. Host pages come from their own small server (another
// origin than the reference server, as on a customer's site, and no page.route, which would
// turn Chromium's HTTP cache off); the popups are rows the bench adds to each reference
// server's database, targeted at these paths (the server's "page" rule, docs/display-api.md).
import { createServer } from 'node:http';
import { FIELDS, insertPopup, seeded, template } from '../test/browser/harness.mjs';
import { floorScript } from './floor.mjs';

const CLIENT = 'demo';
/** format_7 is the largest format, as in .size-limit.json's "first lightbox" rows */
const LIGHTBOX = { poptin_format: 'format_7', design_properties: { poptin_design_entry_effect: 'fade', poptin_design_exit_effect: 'fade' } };
const withForm = template('format-7');
const noForm = withForm.replace(/<div data-lp="form"[^>]*><\/div>/, '');
if (noForm == withForm) throw new Error('bench: format-7 template has no form slot to remove');
const exit = { display_after_exit_website_active: 'yes', poptin_fields: FIELDS };

/** A form of n fields: text inputs, one email (the form helper caps fields per form). */
const manyFields = (n) =>
  Array.from({ length: n }, (_, i) =>
    i ? { tag: 'text', id: 'f' + i, name: 'f' + i, property_name: 'f' + i, label: 'Field ' + i, required: 0 } : FIELDS[0]);

const id = (prefix, i = 0) => prefix + String(i).padStart(13 - prefix.length, '0');

/** Bench popups, by host path. Every path has one trivial inline host script (see run.mjs). */
export const POPUPS = {
  '/b/nothing': [],
  '/b/armed': [{ id: 'benchexit0001', popup: { ...LIGHTBOX, ...exit } }],
  '/b/lightbox': [{ id: 'benchlbox0001', html: noForm, popup: { ...LIGHTBOX, poptin_fields: [] } }],
  '/b/form': [{ id: 'benchform0001', html: withForm, popup: { ...LIGHTBOX, poptin_fields: FIELDS } }],
  // issue 9: the same form with an international phone (features/phone-intl.js, its metadata)
  '/b/phone': [{ id: 'benchphone001', html: withForm, popup: { ...LIGHTBOX, poptin_fields: [FIELDS[0], { tag: 'phone', id: 'phone', name: 'phone', property_name: 'phone', label: 'Phone', required: 0, validation: 'international' }] } }],
  // the first bar: format_2 is the largest bar format, as in .size-limit.json's "first bar" row
  // the first slide-in: bside format_4 is the largest slide-in format
  '/b/slide': [{ id: 'benchslide001', html: template('slide-offer'), popup: { poptin_type: 'bside', poptin_format: 'format_4', poptin_target: 'click', poptin_fields: [], design_properties: { poptin_location: 'right_bottom' } } }],
  // issue 23: the first gamified popup, the demo's wheel (its form, its confetti), on load
  '/b/game': [{ id: 'benchgame0001', html: template('game-wheel'), popup: (({ display_after_sec_active, ...p }) => p)(seeded('gamewheel0001').popup) }],
  '/b/bar': [{ id: 'benchbar00001', html: template('bar-coupon'), popup: { poptin_type: 'bar', poptin_format: 'format_2', poptin_target: 'click', poptin_fields: [], design_properties: { poptin_location: 'top_bar' } } }],
  // trigger to first paint: a 6 s timer (foreseeable: time for the chunks to come, even on a
  // slow network) and poptin.show() from the host (not foreseeable)
  '/b/timed': [{ id: 'benchtime0001', html: withForm, popup: { ...LIGHTBOX, display_after_sec_active: 6, poptin_fields: FIELDS } }],
  '/b/show': [{ id: 'benchshow0001', html: withForm, popup: { ...LIGHTBOX, on_click: 1, poptin_fields: FIELDS } }],
  // security item 3: an answer at the caps (100 popups, one on load with a 50-field form) and
  // one far over them (3,000 popups)
  '/b/caps': caps(100),
  '/b/overcap': caps(3000),
};

function caps(n) {
  const rows = [{ id: id('bcap' + n + 'f'), html: withForm, popup: { ...LIGHTBOX, poptin_fields: manyFields(50) } }];
  for (let i = 1; i < n; i++) rows.push({ id: id('bcap' + n + 'x', i), popup: { ...LIGHTBOX, ...exit } });
  return rows;
}

/** Adds every bench popup to a reference server's database (one transaction: 3,000 rows). */
export function seedBench(db) {
  db.transaction(() => {
    for (const [page, rows] of Object.entries(POPUPS))
      for (const r of rows) insertPopup(db, { templateName: 'format-7', ...r, page, client: CLIENT });
  })();
}

/** poptin.show() of /b/show, 3 s after the load event, with its moment recorded for the bench */
const SHOW = `addEventListener('load', () => setTimeout(() => { window.__trigger = performance.now(); poptin.show('benchshow0001') }, 3000))`;

/** The host page at path: an article, one inline host script, and the tag (none on /b/plain). */
export function hostPage(path, api) {
  // /b/widget: the contact-channel widget's tag alone, the demo site's two widgets
  const tag =
    path == '/b/plain' ? '' : path == '/b/floor' ? '<script src="/b/floor.js" async></script>' : path == '/b/widget' ? `<script src="${api}dist/widget.js" data-site="demo" async></script>` : `<script id="pixel-script-poptin" src="${api}dist/loader.js?id=${CLIENT}" async></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bench host</title><meta name="description" content="A host page for the bench"></head>
<body><main><h1>An article</h1><p>${'Some text. '.repeat(200)}</p></main>
<script>window.hostReady = 1${path == '/b/show' ? ';' + SHOW : ''}</script>
${tag}</body></html>`;
}

/** Serves the host pages for one reference server (api: its url, with the trailing slash), and
 *  the floor's script and snapshot once `floor` is set (bench/floor.mjs). */
export async function hostServer(api) {
  const out = { floor: null };
  const server = createServer((req, res) => {
    const path = req.url.split('?')[0];
    if (out.floor && (path == '/b/floor.js' || path == '/b/floor.json')) {
      const js = path.endsWith('.js');
      res.writeHead(200, { 'Content-Type': js ? 'text/javascript' : 'application/json', 'Cache-Control': 'no-store' });
      return res.end(js ? floorScript(api, out.floor) : JSON.stringify(out.floor));
    }
    if (path != '/b/plain' && path != '/b/widget' && path != '/b/floor' && !(path in POPUPS)) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(hostPage(path, api));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  out.url = `http://127.0.0.1:${server.address().port}`;
  out.close = () => new Promise((r) => (server.closeAllConnections(), server.close(r)));
  return out;
}
