// The widget's side of the reference server (issue 10 "The real parts", docs/widget-api.md):
// settings by site id with a fresh nonce, the ajax endpoint of §7 (calls 1–4 here, call 5 in
// widget-form.mjs), the call-6 country stand-in and the captcha stand-in provider.
import { NOSNIFF, fail, readObject, sendJson } from '../http.mjs';
import { check, required, text, flag, matches, str } from '../validate.mjs';
import { insert } from '../db.mjs';
import { SITE_ID, getSite, widgetOf, OUTCOME } from '../widget-seed.mjs';
import { issueNonce, issueCaptcha, verifyCaptcha } from '../widget-sign.mjs';
import { boundaryOf } from '../multipart.mjs';
import { pickEncoding } from '../compress.mjs';
import { brotliCompressSync, constants as z } from 'node:zlib';
import { formSave } from './widget-form.mjs';

/** Settings keys holding an image or script address: a seeded `/path` is made absolute on this
 *  server, so the settings work on any host page. */
const ADDRESSES = new Set(['captcha_url', 'qr_code_image_url', 'custom_image_url', 'agent_image', 'wp_popup_profile']);

const absolute = (v, origin) => (typeof v == 'string' && /^\/(?!\/)/.test(v) ? origin + v : v);

function publicCopy(value, origin) {
  if (Array.isArray(value)) return value.map((x) => publicCopy(x, origin));
  if (!value || typeof value != 'object') return value;
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    if (OUTCOME.includes(k)) continue;
    out[k] = ADDRESSES.has(k) ? absolute(v, origin) : publicCopy(v, origin);
  }
  return out;
}

/** The settings of site `id` (wire.ts WidgetSettings) with a fresh nonce, addresses on `origin`;
 *  null for an unknown site. The demo's inline page prints the same object. */
export function settingsFor(db, id, origin) {
  const site = getSite(db, id);
  if (!site) return null;
  const { widgets, country_url: country, ...rest } = site.settings;
  return {
    ajax_url: origin + '/api/widget/ajax',
    nonce: issueNonce(db, id),
    analytics: 1,
    ...rest,
    country_url: country ? absolute(country, origin) : origin + '/api/widget/country',
    widgets: publicCopy(widgets, origin),
  };
}

/** GET /api/widget/settings?site=SITE: wire.ts WidgetSettings. */
function settings({ req, res, query, ctx }) {
  const id = query.get('site') || '';
  if (!SITE_ID.test(id)) fail(400, 'site is required ([A-Za-z0-9_-]{1,64})');
  const s = settingsFor(ctx.db, id, ctx.origin(req));
  if (!s) fail(404, 'unknown site');
  // every page view with the widget asks for these: brotli where the browser takes it (quality
  // 5: a fresh nonce in each answer, so compressed per request, not cached)
  const body = JSON.stringify(s);
  if (pickEncoding(req.headers['accept-encoding']) != 'br' || body.length < 1024) return sendJson(res, 200, s);
  const br = brotliCompressSync(body, { params: { [z.BROTLI_PARAM_QUALITY]: 5 } });
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Encoding': 'br', Vary: 'Accept-Encoding', 'Content-Length': br.length, 'Cache-Control': 'no-store', ...NOSNIFF });
  res.end(br);
}

const on = (v) => ['1', 'true', 'yes'].includes(String(v));

/** `channels`: comma-separated channel names (what the widget sends), each one of the widget's. */
function channelList(widget, v) {
  const names = String(v).split(',').map((x) => x.trim()).filter(Boolean);
  if (!names.length) fail(400, 'channels is required');
  const known = new Set(widget.channels.map((c) => c.channel));
  for (const n of names) if (!known.has(n)) fail(400, 'channels names an unknown channel: ' + n.slice(0, 64));
  return JSON.stringify(names);
}

const USER = matches(/^[A-Za-z0-9_-]{1,64}$/, 'an id of [A-Za-z0-9_-]{1,64}');
const common = { widgetId: required(text(64)), userId: required(USER), isMobile: flag, nonce: text(256), widgetNonce: text(256) };

/** Calls 1–4 (§7, W10): the columns of the row each stores. */
const CALLS = {
  update_chaty_widget_click: {
    rules: { ...common, channels: required(text(4096)), isSingle: flag },
    row: (w, b) => ['widget_clicks', { kind: 'widget', channels: channelList(w, b.channels), is_single: +on(b.isSingle) }],
  },
  update_chaty_channel_click: {
    rules: { ...common, channel: required(text(64)) },
    row: (w, b) => {
      if (!w.channels.some((c) => c.channel === b.channel)) fail(400, 'channel is not one of the widget\'s');
      return ['widget_clicks', { kind: 'channel', channel: b.channel, channels: JSON.stringify([b.channel]) }];
    },
  },
  update_chaty_widget_views: {
    rules: { ...common, channels: required(text(4096)), isOpen: flag, isSingle: flag },
    row: (w, b) => ['widget_views', { kind: 'widget', channels: channelList(w, b.channels), is_open: +on(b.isOpen), is_single: +on(b.isSingle) }],
  },
  update_chaty_channel_views: {
    rules: { ...common, channels: required(text(4096)) },
    row: (w, b) => ['widget_views', { kind: 'channel', channels: channelList(w, b.channels) }],
  },
};

/** POST /api/widget/ajax: `action` picks the call (§7). */
async function ajax(args) {
  const { req, res, ctx } = args;
  if (boundaryOf(req.headers['content-type'])) return formSave(args);
  const body = await readObject(req);
  const action = body.action;
  if (action === 'chaty_front_form_save_data') fail(415, 'chaty_front_form_save_data is sent as multipart/form-data');
  if (!action) fail(400, 'action is required');
  const call = typeof action == 'string' && Object.hasOwn(CALLS, action) && CALLS[action];
  if (!call) fail(400, 'unknown action');
  check(body, call.rules);
  const { site, widget } = widgetOf(ctx, body.nonce || body.widgetNonce, body.widgetId);
  const [table, row] = call.row(widget, body);
  insert(ctx.db, table, { site_id: site.id, widget_id: String(widget.id), user_id: body.userId, is_mobile: +on(body.isMobile), ...row });
  sendJson(res, 200, { status: 1 });
}

/** Call 6 stand-in: the country from X-Lightpop-Country, else ?country=, else US. */
function country({ req, res, query }) {
  const v = req.headers['x-lightpop-country'] ?? query.get('country') ?? 'US';
  if (!/^[A-Za-z]{2}$/.test(v)) fail(400, 'a country is two letters');
  sendJson(res, 200, { country: v.toUpperCase() });
}

/** Captcha stand-in (test-only): the client script asks here for a token (what the provider's
 *  own servers do after its challenge). */
async function captchaToken({ req, res, ctx }) {
  const b = await readObject(req);
  check(b, { sitekey: required(matches(/^[A-Za-z0-9_-]{1,64}$/, 'a site key')), kind: required((v) => (v === 'v2' || v === 'v3' ? null : 'must be v2 or v3')), action: matches(/^[A-Za-z0-9_/-]{0,64}$/, 'an action name') });
  sendJson(res, 200, { token: issueCaptcha(ctx.db, b.kind, b.sitekey, str(b.action)) });
}

/** The stand-in's siteverify: form-encoded or JSON `secret` and `response`. */
export const CAPTCHA_SECRET = 'standin-secret';
async function captchaVerify({ req, res, ctx }) {
  const b = await readObject(req);
  if (b.secret !== CAPTCHA_SECRET) return sendJson(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
  sendJson(res, 200, verifyCaptcha(ctx.db, typeof b.response == 'string' ? b.response : ''));
}

export const widgetRoutes = [
  ['GET', /^\/api\/widget\/settings$/, settings],
  ['POST', /^\/api\/widget\/ajax$/, ajax],
  ['GET', /^\/api\/widget\/country$/, country],
  ['POST', /^\/api\/widget\/captcha\/token$/, captchaToken],
  ['POST', /^\/api\/widget\/captcha\/verify$/, captchaVerify],
];
