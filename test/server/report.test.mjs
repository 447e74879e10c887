// Reporting calls 5, 7, 8, 9, 10 and 16: each happy path stores exactly its row, each malformed
// request is a 4xx { error } that stores nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, post, get, raw, count, counts } from './helpers.mjs';

let s;
test.before(async () => {
  s = await start();
});
test.after(() => stop(s));

/** Runs each refused request and checks it stored nothing anywhere. */
async function refused(cases) {
  const before = counts(s);
  for (const [path, body, status = 400, type] of cases) {
    const r = body === undefined ? await get(s, path) : await post(s, path, body, type);
    assert.is(r.status, status, `${path} ${typeof body === 'string' ? body : JSON.stringify(body)}`);
    assert.type((await r.json()).error, 'string');
  }
  assert.equal(counts(s), before);
}

const view = { viewer_id: 'v123', trigger: 'sec', client_id: 'demo', type: 'desktop', url: 'http://127.0.0.1:1/demo/p/format-1', converted_email: '' };

test('call 5 stores a view and answers its poptin_view_id', async () => {
  const r = await post(s, '/api/display/viewed/fmt01lightbox', view);
  assert.is(r.status, 200);
  assert.is(r.headers.get('access-control-allow-origin'), '*');
  const { poptin_view_id } = await r.json();
  assert.ok(/^[0-9a-f]{16}$/.test(poptin_view_id));
  const row = s.db.prepare('SELECT * FROM views WHERE view_id = ?').get(poptin_view_id);
  assert.is(row.popup_id, 'fmt01lightbox');
  assert.is(row.client_id, 'demo');
  assert.is(row.viewer_id, 'v123');
  assert.is(row.trigger, 'sec');
  assert.is(row.type, 'desktop');
  assert.is(row.url, view.url);
});

test('call 5 refuses malformed requests', async () => {
  await refused([
    ['/api/display/viewed/fmt01lightbox', { ...view, viewer_id: '' }],
    // the viewer id has the shape the docs give ids ([A-Za-z0-9_-]{1,64}), as in call 6's path
    ['/api/display/viewed/fmt01lightbox', { ...view, viewer_id: 'bad id!' }],
    ['/api/display/viewed/fmt01lightbox', { ...view, viewer_id: 'a/b' }],
    ['/api/display/viewed/fmt01lightbox', { ...view, viewer_id: 'x'.repeat(65) }],
    ['/api/display/viewed/fmt01lightbox', { ...view, viewer_id: 12345 }],
    ['/api/display/viewed/fmt01lightbox', 'viewer_id=bad+id!&type=desktop', 400, 'application/x-www-form-urlencoded'],
    ['/api/display/viewed/fmt01lightbox', { ...view, type: 'tablet' }],
    ['/api/display/viewed/fmt01lightbox', { ...view, client_id: 'restricted' }],
    ['/api/display/viewed/fmt01lightbox', { ...view, url: { a: 1 } }],
    ['/api/display/viewed/fmt01lightbox', 'viewer_id=1&type=tv', 400, 'application/x-www-form-urlencoded'],
    ['/api/display/viewed/fmt01lightbox', '{"viewer_id":'],
    ['/api/display/viewed/zzzzzzzzzzzzz', view, 404],
    ['/api/display/viewed/short', view, 400],
  ]);
});

test('call 7 stores a close', async () => {
  const n = count(s, 'closes');
  const r = await post(s, '/api/display/closed/fmt02lightbox', { client_id: 'demo', url: 'http://x/p', converted_email: 'a@b.co' });
  assert.is(r.status, 200);
  assert.equal(await r.json(), { success: true });
  assert.is(count(s, 'closes'), n + 1);
  const row = s.db.prepare('SELECT * FROM closes ORDER BY id DESC').get();
  assert.is(row.popup_id, 'fmt02lightbox');
  assert.is(row.converted_email, 'a@b.co');
});

test('call 7 refuses malformed requests', async () => {
  await refused([
    ['/api/display/closed/fmt02lightbox', { client_id: 'other' }],
    ['/api/display/closed/fmt02lightbox', { url: ['x'] }],
    ['/api/display/closed/fmt02lightbox', 'nope'],
    ['/api/display/closed/zzzzzzzzzzzzz', {}, 404],
  ]);
});

test('call 8 stores a website-session heartbeat', async () => {
  const r = await post(s, '/api/display/total-website-session/demo', { email: '', url: '127.0.0.1', store_integration: '' });
  assert.is(r.status, 200);
  const row = s.db.prepare('SELECT * FROM sessions ORDER BY id DESC').get();
  assert.is(row.client_id, 'demo');
  assert.is(row.url, '127.0.0.1');
});

test('call 8 refuses malformed requests', async () => {
  await refused([
    ['/api/display/total-website-session/nobody', { url: 'x' }, 404],
    ['/api/display/total-website-session/demo', { email: 'x'.repeat(300) }],
    ['/api/display/total-website-session/demo', '[]'],
  ]);
});

test('call 9 stores a conversion activity', async () => {
  const body = { email: 'Lead@Example.org', poptin_id: 'fmt04lightbox', activity: 'viewed', url: 'http://x/' };
  const r = await post(s, '/api/display/conversion-activities/demo', body);
  assert.is(r.status, 200);
  const row = s.db.prepare('SELECT * FROM activities ORDER BY id DESC').get();
  assert.is(row.popup_id, 'fmt04lightbox');
  assert.is(row.activity, 'viewed');
  assert.is(row.email, 'Lead@Example.org');
  assert.is((await post(s, '/api/display/conversion-activities/demo', { ...body, activity: 'closed' })).status, 200);
  const anonymous = await post(s, '/api/display/conversion-activities/demo', { ...body, email: '' });
  assert.is(anonymous.status, 200, 'a visitor who has not converted yet is sent with an empty email');
  assert.is(s.db.prepare('SELECT email FROM activities ORDER BY id DESC').get().email, '');
});

test('call 9 refuses malformed requests', async () => {
  const ok = { email: 'a@b.co', poptin_id: 'fmt04lightbox', activity: 'viewed' };
  await refused([
    ['/api/display/conversion-activities/demo', { ...ok, activity: 'clicked' }],
    ['/api/display/conversion-activities/demo', { ...ok, email: 'not-an-email' }],
    ['/api/display/conversion-activities/demo', { ...ok, poptin_id: '' }],
    ['/api/display/conversion-activities/demo', { ...ok, poptin_id: 'zzzzzzzzzzzzz' }, 404],
    ['/api/display/conversion-activities/restricted', ok],
    ['/api/display/conversion-activities/nobody', ok, 404],
  ]);
});

test('call 10 logs an upgrade-popup choice', async () => {
  const r = await get(s, '/api/display/limitLogs/restricted?status=remind&id=views_limit_1');
  assert.is(r.status, 200);
  const row = s.db.prepare('SELECT * FROM limit_logs ORDER BY id DESC').get();
  assert.equal([row.client_id, row.status, row.restriction_id], ['restricted', 'remind', 'views_limit_1']);
});

test('call 10 refuses malformed requests', async () => {
  await refused([
    ['/api/display/limitLogs/restricted?status=&id=views_limit_1'],
    ['/api/display/limitLogs/restricted?status=remind'],
    ['/api/display/limitLogs/restricted?status=Re%20mind&id=views_limit_1'],
    ['/api/display/limitLogs/restricted?status=remind&id=other'],
    ['/api/display/limitLogs/demo?status=remind&id=views_limit_1'],
    ['/api/display/limitLogs/nobody?status=remind&id=x', undefined, 404],
  ]);
});

test('call 16 answers the free and disposable domains as text, one per line', async () => {
  const r = await get(s, '/api/display/validation-emails');
  assert.is(r.status, 200);
  assert.ok(r.headers.get('content-type').startsWith('text/plain'));
  assert.is(r.headers.get('access-control-allow-origin'), '*');
  const lines = (await r.text()).trim().split('\n');
  assert.ok(lines.length > 30);
  assert.ok(lines.includes('gmail.com') && lines.includes('mailinator.com'));
  assert.ok(lines.every((l) => /^[a-z0-9.-]+\.[a-z]{2,}$/.test(l)), 'one bare domain per line');
});

test('bodies over 64 kB are refused with 413 and store nothing', async () => {
  const before = counts(s);
  const big = JSON.stringify({ ...view, url: 'x'.repeat(70 * 1024) });
  const r = await raw(s, '/api/display/viewed/fmt01lightbox', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: big });
  assert.is(r.status, 413);
  const chunked = await raw(s, '/api/display/viewed/fmt01lightbox', {
    method: 'POST', headers: { 'Content-Type': 'text/plain', 'Transfer-Encoding': 'chunked' }, body: big,
  });
  assert.is(chunked.status, 413, 'a body without Content-Length is cut off at the cap too');
  assert.equal(counts(s), before);
});

test('preflight and unknown routes', async () => {
  const r = await raw(s, '/api/display/demo', {
    method: 'OPTIONS',
    headers: { Origin: 'http://shop.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  assert.is(r.status, 204);
  assert.is(r.headers['access-control-allow-origin'], '*');
  assert.ok(r.headers['access-control-allow-methods'].includes('POST'));
  assert.is(r.headers['access-control-allow-headers'], 'content-type');
  const n = await get(s, '/api/nothing');
  assert.is(n.status, 404);
  assert.is(n.headers.get('access-control-allow-origin'), '*');
  assert.is((await get(s, '/api/display/viewed/fmt01lightbox')).status, 405);
});

test.run();
