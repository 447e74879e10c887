// The reference display API server (feature X06, docs/display-api.md): the display API
// calls of spec §7, the built chunks, the demo site and the owner's leads export, over one
// node:http server on 127.0.0.1 with an SQLite database in the data folder.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpError, cors, preflight, sendJson, originOf, hostName, servesHost, closeAfterAnswer } from './http.mjs';
import { openDb } from './db.mjs';
import { seedDb } from './seed.mjs';
import { viewerSecret } from './answer.mjs';
import { displayRoutes } from './routes/display.mjs';
import { playRoutes } from './routes/play.mjs';
import { conversionRoutes } from './routes/conversion.mjs';
import { reportRoutes } from './routes/report.mjs';
import { ownerRoutes } from './routes/owner.mjs';
import { widgetRoutes } from './routes/widget.mjs';
import { widgetOwnerRoutes } from './routes/widget-owner.mjs';
import { seedWidgets } from './widget-seed.mjs';
import { clearIncoming } from './upload-files.mjs';
import { distCache, staticRoute } from './static.mjs';
import { demoRoutes } from './demo.mjs';
import { storeRoutes } from './routes/store.mjs';
import { storesRoutes } from './routes/stores.mjs';
import { orderedRoutes } from './routes/ordered.mjs';
import { storePageRoutes } from './store/pages.mjs';
import { embedRoutes } from './embed.mjs';
import { productRoutes } from './routes/products.mjs';
import { shopifyRoutes } from './routes/shopify.mjs';
import { themeRoutes } from './theme/demo.mjs';
import { themeAjaxRoutes } from './theme/ajax.mjs';
import { shopRoutes } from './theme/shop.mjs';
import { postsRoutes } from './theme/posts.mjs';
import { contactRoutes } from './theme/contact.mjs';
import { cf7Routes } from './theme/cf7.mjs';

export const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));
const HOST = '127.0.0.1';
/** A body that sends nothing for this long is dropped (issue 20: node's own limit is the whole
 *  request's 300 s). An idle socket timeout, so a slow upload that keeps sending is not cut. */
export const STALL_TIMEOUT = 60 * 1000;

/** Routes are [method, path pattern, handler]; the first match wins. */
function routeTable(distDir) {
  return [
    ...displayRoutes,
    ...playRoutes,
    ...productRoutes,
    ...shopifyRoutes, // calls 11, 12 and 13 (routes/shopify.mjs)
    ...conversionRoutes,
    ...reportRoutes,
    ...orderedRoutes, // call 14, Wix's ordered products (routes/ordered.mjs)
    ...ownerRoutes,
    ...widgetRoutes,
    ...widgetOwnerRoutes,
    // loader.js briefly, the versioned chunks for a year (static.mjs distCache)
    ...staticRoute('/dist/', distDir, distCache),
    // the Shopify app embed's page (docs/shopify.md), before the store's /demo/store/ pages
    ...embedRoutes,
    // the mock Shopify storefront: its cart calls on the demo's origin, its pages (issue 24)
    ...storeRoutes,
    ...storesRoutes, // store B's member call and WooCommerce's Store API cart (routes/stores.mjs)
    ...storePageRoutes,
    ...themeAjaxRoutes, // the theme's ajax endpoint, calls 11-13, and their owner exports (server/theme/ajax.mjs, issue 26)
    // the theme demo's cart, checkout and paginated posts (T20, T21), before its /demo/theme/<page>
    ...shopRoutes,
    ...postsRoutes,
    ...contactRoutes, // T14 the theme's contact page and its POST, call 14 (server/theme/contact.mjs), before the theme's pages
    ...cf7Routes, // the contact-form plugin's REST API and its demo page (server/theme/cf7.mjs, issue 26)
    ...themeRoutes, // the theme's demo site (server/theme/demo.mjs, issue 25)
    ...demoRoutes,
  ];
}

function dispatch(routes, ctx, log) {
  return async (req, res) => {
    const raw = req.url || '/';
    const q = raw.indexOf('?');
    const path = q < 0 ? raw : raw.slice(0, q);
    // the owner's pages (leads, contact-form submissions, uploaded files) are not for other
    // sites: no CORS there, so a page the owner visits cannot read them from this server
    const owner = /^\/(api\/)?owner\//.test(path);
    if (!owner) cors(res);
    try {
      // ...nor for a page on another name that resolves to this machine (DNS rebinding): the
      // browser then sends that name as Host, and it is not one this server serves
      if (owner && !servesHost(req.headers.host, ctx.publicHost)) return sendJson(res, 421, { error: 'this server does not serve that host' });
      if (req.method === 'OPTIONS') return owner ? sendJson(res, 403, { error: 'not for other sites' }) : preflight(req, res);
      const query = new URLSearchParams(q < 0 ? '' : raw.slice(q + 1));
      // HEAD is a GET without a body; node:http drops the body of a HEAD answer itself.
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      let pathMatched = false;
      for (const [m, pattern, handler] of routes) {
        const match = pattern.exec(path);
        if (!match) continue;
        pathMatched = true;
        if (m !== method) continue;
        return await handler({ req, res, params: match.slice(1), query, ctx });
      }
      if (pathMatched) {
        res.setHeader('Allow', [...new Set(routes.filter(([, p]) => p.test(path)).map(([m]) => m))].join(', '));
        return sendJson(res, 405, { error: 'method not allowed' });
      }
      sendJson(res, 404, { error: 'not found' });
    } catch (e) {
      // answered already, or the connection is gone (the client left, or its body stalled)
      if (res.headersSent || req.socket.destroyed) return res.destroy();
      if (e instanceof HttpError) {
        // A refused body is not read to its end: close the connection after answering.
        if (!req.complete) closeAfterAnswer(req, res);
        return sendJson(res, e.status, { error: e.message });
      }
      log('error in ' + req.method + ' ' + req.url + ': ' + (e && e.stack ? e.stack : e));
      sendJson(res, 500, { error: 'internal error' });
    }
  };
}

/**
 * Starts the server in-process (npm start, the tests and the bench). port 0 picks a free port.
 * `publicHost`: the name the server is reached at besides 127.0.0.1 and localhost (behind a
 * proxy), the only other Host the owner's routes answer. `stallTimeout`: ms a connection may
 * send nothing before it is dropped (STALL_TIMEOUT; the tests shorten it). Resolves to { url, port, db, close(),
 * dataDir, http }; `db` is the better-sqlite3 database, `dataDir` the resolved data folder, `http`
 * the node:http server (its sockets, for the tests that count what a connection sent).
 */
// `carts`: how many carts each mock storefront keeps (its MAX_CARTS by default; the tests bound
// it low, so checking the bound costs a few requests, not thousands)
export async function startServer({ port = 8080, dataDir = './data', quiet = false, distDir = DIST_DIR, publicHost = '', stallTimeout = STALL_TIMEOUT, carts = 0 } = {}) {
  const pub = publicHost ? hostName(publicHost) : ''; // a bad name throws before anything opens
  const dir = resolve(dataDir);
  const db = openDb(dir);
  seedDb(db);
  seedWidgets(db);
  clearIncoming(dir);
  let url = '';
  const log = (msg) => console.error('[server] ' + msg);
  const ctx = { db, dataDir: dir, publicHost: pub, secret: viewerSecret(db), origin: (req) => originOf(req, url.replace(/\/$/, '')), carts };
  const server = createServer(dispatch(routeTable(distDir), ctx, log));
  server.keepAliveTimeout = 5000;
  server.timeout = stallTimeout;
  try {
    await new Promise((ok, ko) => {
      server.once('error', ko);
      server.listen(port, HOST, () => ok());
    });
  } catch (e) {
    db.close(); // the port is taken: leave nothing open behind the error
    throw e;
  }
  const actual = server.address().port;
  url = `http://${HOST}:${actual}/`;
  if (!quiet) console.log(`poptin reference server: ${url}  (demo: /demo/, data: ${dir})`);
  let closed;
  const close = () =>
    (closed ||= new Promise((ok) => {
      server.close(() => {
        db.close();
        ok();
      });
      server.closeAllConnections();
    }));
  return { url, port: actual, db, close, dataDir: dir, http: server };
}
