// The platform's floor of a shown popup (part 5): what the browser alone costs for what our show
// path asks of it, with none of our logic. /b/floor loads a classic script that touches the
// storage areas and cookies as the loader does, sends call 1, imports the very files the first
// lightbox with a form imports (evaluated, nothing started), fetches a "template" (the popup's
// finished shadow DOM and sheets, captured from our own render), builds the same host, shadow
// root, constructed sheets and DOM, and sends the two view reports. Our path's main-thread time
// minus this floor is what our code costs on top of the requests, modules, styles and DOM it
// needs.

/** The shown popup of `page` (our build, /b/form): its DOM, its sheets, its host's style, and
 *  the dist/ files the page imported. */
export const captureFloor = (page) =>
  page.evaluate(() => {
    const host = document.querySelector('poptin-root');
    const root = host.shadowRoot;
    return {
      html: root.innerHTML,
      css: root.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join('\n')),
      host: host.style.cssText,
      files: performance.getEntriesByType('resource').map((e) => e.name).filter((u) => /\/dist\/v\/.*\.js$/.test(u)),
    };
  });

/** The floor's script, for the reference server at `api` (with its trailing slash). */
export const floorScript = (api, snap) => `(async () => {
  const api = ${JSON.stringify(api)}, files = ${JSON.stringify(snap.files)};
  const file = (n) => files.find((u) => u.endsWith('/' + n + '.js'));
  // the loader's storage: the same reads and writes
  const ls = localStorage, ss = sessionStorage, now = Date.now();
  const c = document.cookie;
  const pages = ls.getItem('poptin_visited_pages'), stamped = ls.getItem('poptin_visited_pages_with_time_stamp');
  const landing = ss.getItem('poptin_landing_page') || location.href;
  for (const [k, v] of [['poptin_referrer', ''], ['poptin_previous_url', location.href], ['poptin_session', '1'], ['poptin_site_start', '' + now],
    ['poptin_client_id', 'demo'], ['poptin_user_id', 'x' + now], ['poptin_last_visit', '' + now], ['poptin_old_user', '1'], ['poptin_visits', '1']])
    document.cookie = k + '=' + v + ';path=/;max-age=3600';
  ss.setItem('poptin_landing_page', landing);
  ss.setItem('poptin_page_views', '' + ((+ss.getItem('poptin_page_views') || 0) + 1));
  ls.setItem('poptin_visited_pages', (pages ? pages + '|' : '') + location.href);
  ls.setItem('poptin_visited_pages_with_time_stamp', (stamped ? stamped + '|' : '') + location.href + '~' + now);
  // call 1, then the engine's two files
  await (await fetch(api + 'api/display/demo', { method: 'POST', body: JSON.stringify({ domain: location.hostname, url: location.href, cookies: c, pages }) })).json();
  await Promise.all([import(file('shared')), import(file('engine'))]);
  // the template (here: the finished popup) beside the runtime, the format and the form
  const [snap] = await Promise.all([fetch('/b/floor.json').then((r) => r.json()), import(file('runtime')), import(file('format_7')), import(file('form'))]);
  const host = document.createElement('poptin-root');
  host.style.cssText = snap.host;
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = snap.css.map((css) => { const s = new CSSStyleSheet(); s.replaceSync(css); return s; });
  root.innerHTML = snap.html;
  document.documentElement.append(host);
  // the view report (call 5) and its activity (a beacon)
  await (await fetch(api + 'api/display/viewed/benchform0001', { method: 'POST', body: '{}', keepalive: true })).text();
  navigator.sendBeacon(api + 'api/display/conversion-activities/demo', JSON.stringify({ poptin_id: 'benchform0001', activity: 'viewed' }));
})()`;
