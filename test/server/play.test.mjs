// The server draw of the games (issue 23, docs/display-api.md "Play"): call 1 strips the codes and
// chances of a server-drawn popup, the play call draws by cumulative chance and hands out the
// drawn prize's code only, one play per viewer and per lower-cased email (also under concurrent
// requests, in one process and in two on one data folder), the codes pool, the refusals, CORS,
// and the prize columns of the leads export.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fork } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { start, stop, post, get, raw, visit, tempDir } from './helpers.mjs';
import { pick } from '../../server/draw.mjs';
import { addPool } from '../../server/pool.mjs';

let s;
test.before(async () => {
  s = await start({ dataDir: tempDir() });
});
test.after(() => stop(s));

const prize = (prize_id, label, chances, win, code = '') => ({
  prize_id, label, chances, code, is_winner: win ? 1 : 0, loosing_option: win ? 0 : 1,
  redirect_to: 0, redirect_to_options: { redirect_to_url: '', redirect_close: 0, redirect_close_delay: 1 },
});

/** A popup of the test's own (seeded = 0: reseeding leaves it), drawn by the server unless told. */
let n = 0;
function popup(prizes, extra = {}) {
  const id = ('tplay' + String(++n).padStart(8, '0')).slice(0, 13);
  const json = { poptin_id: id, poptin_type: 'gamified', poptin_format: 'format_3', gamified_draw: 'server', gamified_prize: prizes, ...extra };
  s.db.prepare(`INSERT INTO popups (id, client_id, page, json, template) VALUES (?, 'demo', ?, ?, '<div data-lp="play"></div>')`)
    .run(id, '/demo/p/' + id, JSON.stringify(json));
  return id;
}

const play = async (id, body, type) => {
  const r = await post(s, '/api/display/play/' + id, body, type);
  return { status: r.status, cors: r.headers.get('access-control-allow-origin'), body: await r.json() };
};
const plays = (id) => s.db.prepare('SELECT count(*) AS n FROM plays WHERE popup_id = ?').get(id).n;

/** Pearson's chi-square of observed counts against expected shares. */
const chi2 = (counts, shares) => {
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.reduce((a, c, i) => a + (c - total * shares[i]) ** 2 / (total * shares[i]), 0);
};
// The chi-square distribution's upper 1e-6 points: a fair draw fails one of these tests once in a
// million runs; a draw that ignored the chances (uniform) lands in the thousands.
const CHI2_1E6 = { 3: 30.66, 2: 27.63 };

test('call 1 answers a server-drawn popup without codes or chances; a client-drawn one keeps them', async () => {
  const list = [prize('p1', '10% off', 60, true, 'SECRET10'), prize('p2', 'No luck', 40, false)];
  const server = popup(list);
  const client = popup(list, { gamified_draw: 'client' });
  for (const [id, secret] of [[server, true], [client, false]]) {
    const r = await post(s, '/api/display/demo', visit('http://127.0.0.1:1/demo/p/' + id));
    const a = await r.json();
    const p = a.poptins[0];
    assert.is(p.poptin_id, id);
    assert.equal(p.gamified_prize.map((x) => x.label), ['10% off', 'No luck']);
    assert.equal(p.gamified_prize.map((x) => x.prize_id), ['p1', 'p2']);
    assert.equal(p.gamified_prize.map((x) => x.is_winner), [1, 0]);
    assert.equal(p.gamified_prize.map((x) => x.loosing_option), [0, 1]);
    assert.ok(p.gamified_prize.every((x) => x.redirect_to_options.redirect_close_delay === 1), 'redirect fields kept');
    assert.is(p.gamified_prize.some((x) => 'code' in x || 'chances' in x), !secret, id);
    assert.is(JSON.stringify(a).includes('SECRET10'), !secret, id);
  }
});

test('a server-drawn popup answers one viewer_id per visitor cookie, so a reload plays as the same viewer', async () => {
  const id = popup([prize('p1', 'A', 100, true, 'A')]);
  const vid = async (user) =>
    (await (await post(s, '/api/display/demo', visit('http://127.0.0.1:1/demo/p/' + id, { cookies: { poptin_user_id: user } }))).json()).poptins[0].viewer_id;
  const a1 = await vid('visitor-a'), a2 = await vid('visitor-a'), b = await vid('visitor-b');
  assert.is(a1, a2, 'the same visitor');
  assert.is.not(a1, b, 'another visitor');
  assert.ok(/^[A-Za-z0-9_-]{1,64}$/.test(a1));
  // a client-drawn popup keeps the fresh id per answer
  const c = popup([prize('p1', 'A', 100, true, 'A')], { gamified_draw: 'client' });
  const cv = async () => (await (await post(s, '/api/display/demo', visit('http://127.0.0.1:1/demo/p/' + c))).json()).poptins[0].viewer_id;
  assert.is.not(await cv(), await cv());
});

test('the play answers the drawn prize with its code only; a losing prize answers no code', async () => {
  const win = popup([prize('w', 'Free bag', 100, true, 'BAG-1'), prize('l', 'Next time', 0, false, 'NEVER')]);
  const a = await play(win, { viewer_id: 'v1' });
  assert.is(a.status, 200);
  assert.is(a.cors, '*');
  assert.equal(a.body, { index: 0, prize_id: 'w', label: 'Free bag', is_winner: true, code: 'BAG-1', repeat: false });
  const lose = popup([prize('w', 'Free bag', 0, true, 'BAG-1'), prize('l', 'Next time', 100, false, 'LOSER')]);
  const b = await play(lose, { viewer_id: 'v1' }, 'application/json');
  assert.equal(b.body, { index: 1, prize_id: 'l', label: 'Next time', is_winner: false, code: '', repeat: false });
});

test('the draw follows the chances, normalised over the list (statistical, failing once in 1e6 runs)', async () => {
  // pick() alone, 200,000 draws of weights that sum to 200, not 100
  const w = [100, 60, 30, 10];
  const counts = [0, 0, 0, 0];
  for (let i = 0; i < 200000; i++) counts[pick(w, randomInt)]++;
  const shares = w.map((x) => x / 200);
  assert.ok(chi2(counts, shares) < CHI2_1E6[3], `pick: ${counts}`);
  // over the wire: 1,200 viewers, chances in percent 50 / 30 / 20
  const id = popup([prize('a', 'A', 50, true, 'A'), prize('b', 'B', 30, true, 'B'), prize('c', 'C', 20, false)]);
  const got = [0, 0, 0];
  for (let k = 0; k < 1200; k += 50) {
    const batch = await Promise.all(Array.from({ length: 50 }, (_, i) => play(id, { viewer_id: 'dist' + (k + i) })));
    for (const r of batch) got[r.body.index]++;
  }
  assert.ok(chi2(got, [0.5, 0.3, 0.2]) < CHI2_1E6[2], `plays: ${got}`);
  assert.is(plays(id), 1200);
});

test('pick(): a zero or broken chance is never drawn; nothing to draw is -1', () => {
  const seq = (vals) => () => vals.shift();
  // cumulative: r below 30 is the first, 30..99 the third (the second has no chance)
  assert.is(pick([30, 0, 70], seq([29])), 0);
  assert.is(pick([30, 0, 70], seq([30])), 2);
  assert.is(pick([0, 0], seq([0])), -1);
});

test('one play per viewer: a second play gets the first result again with repeat', async () => {
  const id = popup([prize('a', 'A', 50, true, 'CODE-A'), prize('b', 'B', 50, false)]);
  const first = await play(id, { viewer_id: 'same' });
  for (let i = 0; i < 5; i++) {
    const again = await play(id, { viewer_id: 'same', email: `other${i}@example.org` });
    assert.equal(again.body, { ...first.body, repeat: true });
  }
  assert.is(plays(id), 1);
});

test('one play per lower-cased, trimmed email, whatever the viewer', async () => {
  const id = popup([prize('a', 'A', 50, true, 'CODE-A'), prize('b', 'B', 50, false)]);
  const first = await play(id, { viewer_id: 'e1', email: '  Ann@Example.ORG ' });
  assert.is(first.body.repeat, false);
  const again = await play(id, { viewer_id: 'e2', email: 'ann@example.org' });
  assert.equal(again.body, { ...first.body, repeat: true });
  assert.is((await play(id, { viewer_id: 'e3', email: 'bob@example.org' })).body.repeat, false);
  assert.is((await play(id, { viewer_id: 'e4' })).body.repeat, false, 'no email: the viewer rule only');
  assert.is(s.db.prepare('SELECT email FROM plays WHERE popup_id = ? AND viewer_id = ?').get(id, 'e1').email, 'ann@example.org');
});

test('20 parallel plays of one viewer store one play and answer one result', async () => {
  const id = popup([prize('a', 'A', 34, true, 'A'), prize('b', 'B', 33, true, 'B'), prize('c', 'C', 33, false)]);
  const all = await Promise.all(Array.from({ length: 20 }, () => play(id, { viewer_id: 'racer' })));
  assert.ok(all.every((r) => r.status === 200));
  assert.is(new Set(all.map((r) => r.body.index)).size, 1);
  assert.is(all.filter((r) => !r.body.repeat).length, 1);
  assert.is(plays(id), 1);
});

test('the pool: each winning play takes the next unused code; an empty pool drops its prize from the draw', async () => {
  const id = popup([prize('big', 'Free kilo', 90, true), prize('small', '5% off', 6, true, 'FIVE'), prize('none', 'No luck', 4, false)]);
  addPool(s.db, id, 'big', ['K-1', 'K-2', 'K-3']);
  const got = [];
  for (let i = 0; i < 60; i++) got.push((await play(id, { viewer_id: 'pool' + i })).body);
  const big = got.filter((r) => r.prize_id === 'big');
  assert.equal(big.map((r) => r.code).sort(), ['K-1', 'K-2', 'K-3'], 'three winners, three codes, none twice');
  // after the third, only the others are drawn: renormalised to 6:4, so both show up
  const after = got.slice(got.indexOf(big[2]) + 1);
  assert.ok(after.length > 30 && after.every((r) => r.prize_id !== 'big'));
  assert.ok(after.some((r) => r.prize_id === 'small') && after.some((r) => r.prize_id === 'none'), 'both left');
  assert.ok(after.filter((r) => r.prize_id === 'small').every((r) => r.code === 'FIVE'));
  // a winner's repeat keeps its own pool code
  const winner = got.indexOf(big[0]);
  assert.equal((await play(id, { viewer_id: 'pool' + winner })).body, { ...big[0], repeat: true });
  assert.is(s.db.prepare('SELECT count(*) AS n FROM prize_codes WHERE popup_id = ? AND play_id IS NULL').get(id).n, 0);
});

test('a pool shared by parallel plays in two server processes on one data folder hands each code once', async () => {
  const id = popup([prize('big', 'Free kilo', 100, true)]);
  addPool(s.db, id, 'big', Array.from({ length: 10 }, (_, i) => 'P-' + i));
  const one = popup([prize('a', 'A', 50, true, 'A'), prize('b', 'B', 50, false)]);
  const kids = await Promise.all([0, 1].map(() => child(s.dataDir)));
  try {
    const call = (k, pid, body) =>
      fetch(`http://127.0.0.1:${kids[k].port}/api/display/play/${pid}`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: await r.json() }));
    // 20 viewers, 10 codes: 10 winners with distinct codes, 10 refused (every prize ran out)
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i % 2, id, { viewer_id: 'two' + i })));
    const won = all.filter((r) => r.status === 200).map((r) => r.body.code);
    assert.is(won.length, 10);
    assert.is(new Set(won).size, 10);
    assert.ok(all.filter((r) => r.status !== 200).every((r) => r.status === 409 && /no prize left/.test(r.body.error)));
    // one viewer, 20 parallel plays split over the two processes: one play stored
    const same = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i % 2, one, { viewer_id: 'both' })));
    assert.is(same.filter((r) => !r.body.repeat).length, 1);
    assert.is(new Set(same.map((r) => r.body.index)).size, 1);
    assert.is(plays(one), 1);
  } finally {
    for (const k of kids) k.proc.kill();
  }
});

/** A reference server in a child process on the same data folder (test/server/child-server.mjs). */
function child(dataDir) {
  const proc = fork(new URL('./child-server.mjs', import.meta.url), [dataDir], { execArgv: ['--expose-gc'], stdio: 'ignore' });
  return new Promise((ok, ko) => {
    proc.once('message', (m) => ok({ proc, port: m.port }));
    proc.once('exit', (c) => ko(new Error('child exited ' + c)));
  });
}

test('refusals: 400 for a bad id or body, 404 for an unknown or client-drawn popup; nothing stored', async () => {
  const id = popup([prize('a', 'A', 100, true, 'A')]);
  const client = popup([prize('a', 'A', 100, true, 'A')], { gamified_draw: 'client' });
  const before = s.db.prepare('SELECT count(*) AS n FROM plays').get().n;
  const cases = [
    ['bad popup id', 'short', { viewer_id: 'x' }, 400],
    ['not JSON', id, 'nope{', 400],
    ['a list', id, '[1]', 400],
    ['no viewer', id, {}, 400],
    ['viewer id with a space', id, { viewer_id: 'a b' }, 400],
    ['viewer id too long', id, { viewer_id: 'x'.repeat(65) }, 400],
    ['viewer id a number', id, { viewer_id: 7 }, 400],
    ['not an email', id, { viewer_id: 'x', email: 'nope' }, 400],
    ['unknown popup', 'zzzzzzzzzzzzz', { viewer_id: 'x' }, 404],
    ['client draw', client, { viewer_id: 'x' }, 404],
  ];
  for (const [what, pid, body, status] of cases) {
    const r = await play(pid, body);
    assert.is(r.status, status, what);
    assert.is(r.cors, '*', what);
    assert.type(r.body.error, 'string', what);
  }
  assert.is(s.db.prepare('SELECT count(*) AS n FROM plays').get().n, before);
  // a preflight, as for the other display calls
  const pre = await raw(s, '/api/display/play/' + id, { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
  assert.is(pre.status, 204);
  assert.is(pre.headers['access-control-allow-origin'], '*');
  assert.is((await get(s, '/api/display/play/' + id)).status, 405);
});

test('call 6 from a game stores prize_id, prize_label and prize_code, and the export carries them as columns', async () => {
  const body = new URLSearchParams({
    poptin_id: 'fmt03lightbox', client_id: 'demo', url: 'http://127.0.0.1:1/demo/p/game-wheel', trigger: 'sec',
    prize_id: 'p-free', prize_label: 'Free bag', prize_code: 'BAG-7Q', email: 'winner@example.org',
  });
  // the form's hidden fields of the same names come after the named keys (docs/display-api.md call 6)
  body.append('prize_code', 'BAG-7Q');
  const r = await post(s, '/api/display/conversion/viewer-game', body, 'application/x-www-form-urlencoded');
  assert.is(r.status, 200);
  const id = (await r.json()).conversion_id;
  const row = s.db.prepare('SELECT prize_id, prize_label, prize_code FROM conversions WHERE conversion_id = ?').get(id);
  assert.equal(row, { prize_id: 'p-free', prize_label: 'Free bag', prize_code: 'BAG-7Q' });
  const lead = (await (await get(s, '/owner/leads.json?client=demo')).json()).leads.find((l) => l.conversion_id === id);
  assert.is(lead.prize_id, 'p-free');
  assert.is(lead.prize_label, 'Free bag');
  assert.is(lead.prize_code, 'BAG-7Q');
  assert.not.ok('prize_label' in lead.fields, 'a column, not a field');
  const csv = (await (await get(s, '/owner/leads.csv?client=demo')).text()).replace(/^\ufeff/, '').split('\r\n');
  const head = csv[0].split(',');
  const line = csv.find((l) => l.startsWith(id)).split(',');
  for (const [c, v] of [['prize_id', 'p-free'], ['prize_label', 'Free bag'], ['prize_code', 'BAG-7Q']]) {
    assert.ok(head.includes(c), c);
    assert.is(line[head.indexOf(c)], v, c);
  }
  assert.is(head.filter((c) => c === 'prize_code').length, 1, 'one column');
});

test("a server-drawn popup's lead takes its prize from the server's play, never from what the client says it won", async () => {
  const id = popup([prize('p1', '10% off', 100, true, 'REAL10')]);
  const a = (await play(id, { viewer_id: 'viewer-honest', email: 'Ann@Example.org' })).body;
  assert.is(a.code, 'REAL10');
  const send = async (viewer, mail) => {
    const body = new URLSearchParams({ poptin_id: id, client_id: 'demo', url: 'http://127.0.0.1:1/x', trigger: 'sec', prize_id: 'p9', prize_label: 'A car', prize_code: 'FORGED', email: mail });
    const r = await post(s, '/api/display/conversion/' + viewer, body, 'application/x-www-form-urlencoded');
    return s.db.prepare('SELECT prize_id, prize_label, prize_code FROM conversions WHERE conversion_id = ?').get((await r.json()).conversion_id);
  };
  assert.equal(await send('viewer-honest', 'ann@example.org'), { prize_id: 'p1', prize_label: '10% off', prize_code: 'REAL10' }, 'the play of this viewer');
  assert.equal(await send('viewer-other', 'ANN@example.org'), { prize_id: 'p1', prize_label: '10% off', prize_code: 'REAL10' }, 'the play of this email');
  assert.equal(await send('viewer-none', 'nobody@example.org'), { prize_id: '', prize_label: '', prize_code: '' }, 'no play: no prize');
});

test('a popup whose form asks for an email plays only with one (the per-email rule cannot be skipped); the list may be base64 JSON', async () => {
  const list = [prize('p1', 'Win', 100, true, 'B64')];
  const id = popup(btoa(JSON.stringify(list)), { poptin_fields: [{ tag: 'email', name: 'email' }] });
  const no = await play(id, { viewer_id: 'viewer-mailless' });
  assert.is(no.status, 400);
  assert.match(JSON.stringify(no.body), /email/);
  assert.is(plays(id), 0);
  const yes = await play(id, { viewer_id: 'viewer-mailless', email: 'a@example.org' });
  assert.equal([yes.status, yes.body.code], [200, 'B64'], 'the base64 list is read');
});

test.run();
