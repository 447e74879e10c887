// P23 the game core (features/game/game.ts, draw.ts; docs/behaviour.md P23): the prize list in
// every shape §3 allows, the draw by cumulative chance with crypto, the draw before the play and
// the result stored before the reveal, the screens after it, the prize's code only once drawn,
// the lead's prize (hidden fields, call 6), the server's play call, and §4's redirect delays on
// the fake clock. The games themselves have their own tests; here a recording game stands in.
import { calls, media, reset, respond, settle, until } from '../../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show } from '../../../src/runtime/runtime';
import * as gameModule from '../../../src/features/game/game';
import * as couponModule from '../../../src/features/coupon/coupon';
import * as formModule from '../../../src/features/form/form';
import * as leadModule from '../../../src/features/lead/lead';
import { pick, prizes, roll, wins } from '../../../src/features/game/draw';
import { fmt } from '../../../src/runtime/layout';
import type { Game, Play, Result } from '../../../src/features/game/types';
import type { Popup, Prize } from '../../../src/popup/wire';
import { seen } from '../../../src/core/log';
import { $, clock, painted, request, sanitizing, shadow } from '../../runtime/fixture';

const PRIZES: Prize[] = [
  { prize_id: 'p1', label: '10% off', code: 'TEN', chances: 30, is_winner: 1, loosing_option: 0 },
  { prize_id: 'p2', label: 'Free shipping', code: 'SHIPFREE', chances: 20, is_winner: 1, loosing_option: 0 },
  { prize_id: 'p3', label: 'Try again', chances: 50, is_winner: 0, loosing_option: 1 },
];
const PLAY = '<div data-lp="play"><h2 data-lp="title">Spin to win</h2><div data-lp="game"></div>FORM</div>';
const WIN = '<div data-lp="win"><h2>You won!</h2><div data-lp="prize"></div></div>';
const LOSE = '<div data-lp="lose"><h2>Not this time</h2></div>';
const THANKS = '<div data-lp="thanks"><h2>Thanks!</h2><div data-lp="prize"></div></div>';

let c = clock();
const warnings: string[] = [];
const warn = console.warn;
/** the recording game: what it was told, and the Play it got */
let play: Play;
let begun: Result[] = [];
let failed = 0;
const fake: Game = (p) => {
  play = p;
  p.el.textContent = p.labels.join(' | ');
  return { begin: (r) => void begun.push(r), fail: () => void failed++ };
};

const open = async (o: { popup?: Partial<Popup>; dp?: object; form?: boolean; html?: string; req?: object } = {}) => {
  const f = request({
    popup: { poptin_type: 'gamified', poptin_format: 'format_3', gamified_prize: PRIZES, ...o.popup },
    dp: o.dp as any,
    req: { html: o.html || PLAY.replace('FORM', o.form ? '<div data-lp="form"></div>' : '') + WIN + LOSE, ...o.req },
  });
  if (o.form) f.req.popup.poptin_fields = [{ tag: 'email', name: 'email', required: 1 }, { tag: 'hidden', name: 'prize', value: '{prize_label}:{prize_code}' }];
  const h = await show(f.req, {
    load: sanitizing(async (p) =>
      p === 'features/game' ? gameModule : p === 'features/coupon' ? couponModule : p === 'features/form' ? formModule : p === 'features/lead' ? leadModule : { default: { ...fmt('v', 'none', 0, 16, 24), game: fake } },
    ),
    timer: c.timer,
    go: (url) => f.events.push('go:' + url),
  });
  await painted(c);
  return { ...f, h: h! };
};
const screen = () => ['play', 'win', 'lose', 'thanks'].filter((n) => shadow()!.querySelector<HTMLElement>(`[data-lp=${n}]`)?.hidden === false);
const html = () => shadow()!.innerHTML;
/** a draw that lands on prize i: the crypto roll is replaced for the test */
const land = (i: number) => {
  const u = [0.1, 0.4, 0.8][i];
  (globalThis.crypto as any).getRandomValues = (a: Uint32Array) => ((a[0] = u * 2 ** 32), a);
};
const real = crypto.getRandomValues.bind(crypto);

test.before.each(() => {
  reset();
  localStorage.clear();
  c = clock();
  begun = [];
  failed = 0;
  warnings.length = 0;
  seen.clear();
  console.warn = (m: string) => warnings.push(m);
  (globalThis.crypto as any).getRandomValues = real;
});
test.after.each(() => {
  console.warn = warn;
});

test('§3: the list as a list, as JSON text, as base64 of UTF-8 JSON; anything else is no game, logged', () => {
  const he = [{ label: 'הנחה 10%', code: 'X' }];
  assert.equal(prizes(PRIZES)!.length, 3);
  assert.equal(prizes(JSON.stringify(PRIZES))!.map((p) => p.label), ['10% off', 'Free shipping', 'Try again']);
  const b64 = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(he))));
  assert.equal(prizes(b64)!.map((p) => p.label), ['הנחה 10%'], 'base64 of UTF-8 (Hebrew survives)');
  assert.equal(prizes([{ label: 7, code: 123 }])!.map((p) => [p.label, p.code]), [['7', '123']], 'numbers read as text (X05)');
  for (const bad of ['not json', '[]', [], [1, { label: 'a' }], { label: 'a' }, null, 5]) {
    seen.clear();
    assert.is(prizes(bad), null, JSON.stringify(bad));
    assert.ok(warnings.includes('[poptin] Prizes malformed'));
  }
});

test('§4 cumulative chance: percents normalised over the listed prizes; none drawn without a chance; all equal when none has one', () => {
  // a uniform grid of u gives the exact shares
  const share = (l: Prize[], n = 1000) => {
    const k = l.map(() => 0);
    for (let j = 0; j < n; j++) k[pick(l, j / n)]++;
    return k;
  };
  assert.equal(share(PRIZES), [300, 200, 500]);
  assert.equal(share([{ chances: 3 }, { chances: 1 }]), [750, 250], 'percents that do not add to 100 are normalised');
  assert.equal(share([{ chances: 0 }, { chances: 10 }, { chances: '-5' }, {}]), [0, 1000, 0, 0], 'no chance, never drawn');
  assert.equal(share([{}, {}, {}, {}]), [250, 250, 250, 250]);
  assert.is(pick(PRIZES, 0.9999999999), 2);
  assert.equal([wins(PRIZES[0]), wins(PRIZES[2]), wins({ loosing_option: 2, is_winner: 1 }), wins({ is_winner: 0 }), wins({}), wins({ is_winner: 'yes' })], [true, false, false, false, false, true]);
});

test('§4 the draw with crypto.getRandomValues: 30 000 draws within 1.5 points of each chance (5 standard deviations)', () => {
  const k = [0, 0, 0];
  for (let j = 0; j < 30000; j++) k[pick(PRIZES, roll())]++;
  for (const [i, want] of [0.3, 0.2, 0.5].entries()) assert.ok(Math.abs(k[i] / 30000 - want) < 0.015, `${i}: ${k[i] / 30000}`);
  let used = 0;
  (globalThis.crypto as any).getRandomValues = (a: any) => (used++, real(a));
  roll();
  assert.is(used, 1);
});

test('the game gets the labels only; the draw comes before the play and is stored before the reveal; the result screen after it', async () => {
  land(1);
  await open();
  assert.equal(play.labels, ['10% off', 'Free shipping', 'Try again']);
  assert.equal([play.gated, play.noPost], [false, false]);
  for (const code of ['TEN', 'SHIPFREE']) assert.not.ok(html().includes(code), 'no code in the DOM before the play: ' + code);
  assert.equal(screen(), ['play']);
  play.ask();
  await until(() => begun.length == 1);
  assert.equal(begun[0], { i: 1, label: 'Free shipping', win: true });
  assert.equal(JSON.parse(localStorage.getItem('poptin_game_abcdefghijklm')!).i, 1, 'stored before the reveal');
  assert.equal(screen(), ['play'], 'still playing');
  assert.not.ok(html().includes('SHIPFREE'), 'the code waits for the reveal');
  play.ask();
  await settle();
  assert.is(begun.length, 1, 'one play');
  play.shown();
  c.tick(0);
  assert.equal(screen(), ['win']);
  assert.is($('[data-lp=win] .lp-pz').textContent, 'Free shipping');
  assert.is($('[role=status].lp-gs').textContent, 'You won: Free shipping');
  await until(() => shadow()!.querySelector('[data-lp=win] .lp-cc'));
  assert.is($<HTMLInputElement>('[data-lp=win] .lp-cc').value, 'SHIPFREE', 'the code with its copy button (P22)');
  assert.not.ok(html().includes('TEN'), 'no other prize code, ever');
  play.shown();
  c.tick(0);
  assert.is(shadow()!.querySelectorAll('.lp-pz').length, 1, 'revealed once');
});

test('a loss: the losing screen, said as such; a reload plays to the stored result, not a new roll', async () => {
  land(2);
  await open();
  play.ask();
  await until(() => begun.length == 1);
  play.shown();
  c.tick(0);
  assert.equal(screen(), ['lose']);
  assert.is($('[role=status].lp-gs').textContent, 'No prize this time');
  const kept = localStorage.getItem('poptin_game_abcdefghijklm')!;
  reset();
  localStorage.setItem('poptin_game_abcdefghijklm', kept);
  land(0);
  begun = [];
  await open();
  play.ask();
  await until(() => begun.length == 1);
  assert.equal(begun[0], { i: 2, label: 'Try again', win: false }, 'the stored result');
  reset();
  localStorage.setItem('poptin_game_abcdefghijklm', JSON.stringify({ i: 2, label: 'Another list' }));
  begun = [];
  await open();
  play.ask();
  await until(() => begun.length == 1);
  assert.equal(begun[0].i, 0, 'a stored result that no longer fits the list is a new draw');
});

test('a form on the play screen: its submit plays; call 6 carries the prize in its hidden field and its own keys; the result screen stays', async () => {
  land(0);
  respond((url) => (url.includes('/conversion/') ? { body: { success: true, conversion_id: 'c1' } } : undefined));
  const f = await open({ form: true });
  assert.equal(play.gated, true);
  const input = $<HTMLInputElement>('input[type=email]');
  input.value = 'Ann@Example.com';
  $<HTMLFormElement>('form').requestSubmit();
  await until(() => begun.length == 1);
  await until(() => calls.some((x) => x.url.includes('/conversion/')));
  const body = new URLSearchParams(calls.find((x) => x.url.includes('/conversion/'))!.body);
  assert.equal([body.get('prize'), body.get('prize_id'), body.get('prize_label'), body.get('prize_code')], ['10% off:TEN', 'p1', '10% off', 'TEN'], 'sent at the draw: a visitor who closes mid-spin loses nothing');
  assert.equal(screen(), ['play']);
  play.shown();
  c.tick(0);
  assert.equal(screen(), ['win']);
  c.tick(60000);
  assert.not.ok(f.events.includes('close:submit'), 'the winning screen stays');
});

test('a form after the play (on the winning screen): the game plays by its own control; the form sends the prize and goes on to the thank-you screen', async () => {
  land(1);
  respond((url) => (url.includes('/conversion/') ? { body: { success: true, conversion_id: 'c1' } } : undefined));
  const f = request({
    popup: { poptin_type: 'gamified', poptin_format: 'format_3', gamified_prize: PRIZES },
    dp: { poptin_design_thank_screen: { active: 1 } } as any,
    req: { html: PLAY.replace('FORM', '') + WIN.replace('</div></div>', '</div><div data-lp="form"></div></div>') + LOSE + THANKS } as any,
  });
  f.req.popup.poptin_fields = [{ tag: 'email', name: 'email', required: 1 }, { tag: 'hidden', name: 'won', value: '{prize_code}' }];
  await show(f.req, {
    load: sanitizing(async (p) => (p === 'features/game' ? gameModule : p === 'features/coupon' ? couponModule : p === 'features/form' ? formModule : p === 'features/lead' ? leadModule : { default: { ...fmt('v', 'none', 0, 16, 24), game: fake } })),
    timer: c.timer,
  });
  await painted(c);
  assert.equal(play.gated, false, 'no form on the play screen: the game starts itself');
  play.ask();
  await until(() => begun.length == 1);
  play.shown();
  c.tick(0);
  assert.equal(screen(), ['win']);
  $<HTMLInputElement>('[data-lp=win] input[type=email]').value = 'after@example.com';
  $<HTMLFormElement>('[data-lp=win] form').requestSubmit();
  await until(() => calls.some((x) => x.url.includes('/conversion/')));
  const body = new URLSearchParams(calls.find((x) => x.url.includes('/conversion/'))!.body);
  assert.equal([body.get('won'), body.get('prize_code')], ['SHIPFREE', 'SHIPFREE']);
  await until(() => screen()[0] == 'thanks');
});

test('disable_post_play_screen: no winning screen, the submit flow follows the win (the thank-you screen)', async () => {
  land(0);
  respond((url) => (url.includes('/conversion/') ? { body: { success: true, conversion_id: 'c1' } } : undefined));
  await open({ form: true, dp: { disable_post_play_screen: 1, poptin_design_thank_screen: { active: 1 } }, html: PLAY.replace('FORM', '<div data-lp="form"></div>') + WIN + LOSE + THANKS });
  assert.equal(play.noPost, true);
  $<HTMLInputElement>('input[type=email]').value = 'a@example.com';
  $<HTMLFormElement>('form').requestSubmit();
  await until(() => begun.length == 1);
  await until(() => calls.some((x) => x.url.includes('/conversion/')));
  await settle();
  assert.equal(screen(), ['play'], 'the submit flow waits for the reveal');
  play.shown();
  c.tick(0);
  await until(() => screen()[0] == 'thanks');
  assert.is($('[data-lp=thanks] .lp-pz').textContent, '10% off');
});

test("a game that keeps its result in view (the scratch card's 3 s): said at once, the result screen after the hold", async () => {
  land(0);
  await open();
  play.ask();
  await until(() => begun.length == 1);
  play.shown(3000);
  assert.is($('[role=status].lp-gs').textContent, 'You won: 10% off');
  c.tick(2999);
  assert.equal(screen(), ['play']);
  c.tick(1);
  assert.equal(screen(), ['win']);
});

test('§4 redirect delays on the fake clock: a loss 4 s, 12 s for a coupon wheel; a win 1 s, tripled for a coupon wheel, or its redirect_close_delay', async () => {
  const to = (o: object) => ({ redirect_to: 1, redirect_to_options: { redirect_to_url: 'https://shop.example/next', ...o } });
  for (const [i, popup, dp, ms] of [
    [2, {}, {}, 4000],
    [2, { wheel_has_coupon: 1 }, {}, 12000],
    [0, {}, {}, 1000],
    [0, { wheel_has_coupon: 1 }, {}, 3000],
    [0, { wheel_has_coupon: 1 }, { redirect_close_delay: '2' }, 2000],
    [0, {}, { redirect_close_delay: 0 }, 0],
  ] as const) {
    reset();
    localStorage.clear();
    land(i);
    begun = [];
    const l = PRIZES.map((p) => ({ ...p, ...to(dp) })) as Prize[];
    const f = await open({ popup: { gamified_prize: l, ...popup } });
    play.ask();
    await until(() => begun.length == 1);
    play.shown();
  c.tick(0);
    if (ms) {
      c.tick(ms - 1);
      await settle();
      assert.not.ok(f.events.some((e) => e.startsWith('go:')), `not before ${ms} ms`);
      c.tick(1);
    }
    await until(() => f.events.includes('go:https://shop.example/next'));
  }
});

test('reduced motion: no animation, but the redirect delays still run (§4 4 s after a loss)', async () => {
  media['(prefers-reduced-motion: reduce)'] = true;
  land(2);
  const f = await open({ popup: { gamified_prize: PRIZES.map((p) => ({ ...p, redirect_to: 1, redirect_to_options: { redirect_to_url: 'https://shop.example/next' } })) as Prize[] } });
  play.ask();
  await until(() => begun.length == 1);
  play.shown();
  c.tick(3999);
  await settle();
  assert.not.ok(f.events.some((e) => e.startsWith('go:')));
  c.tick(1);
  await until(() => f.events.includes('go:https://shop.example/next'));
});

test('redirect_close closes the popup at that moment; a hostile address is refused (X04); a redirected popup reports no close (§4)', async () => {
  land(2);
  const to = (url: string) => ({ gamified_prize: PRIZES.map((p) => ({ ...p, redirect_to: 1, redirect_to_options: { redirect_to_url: url, redirect_close: 1 } })) as Prize[] });
  let f = await open({ popup: to('https://shop.example/next') });
  play.ask();
  await until(() => begun.length == 1);
  play.shown();
  c.tick(3999);
  await settle();
  assert.equal(f.events.filter((e) => /^(go|close):/.test(e)), [], 'not before 4 s');
  c.tick(1);
  await until(() => f.events.includes('go:https://shop.example/next'));
  assert.not.ok(f.events.some((e) => e.startsWith('close:')), 'redirected: no close report');
  reset();
  localStorage.clear();
  begun = [];
  land(2);
  f = await open({ popup: to('javascript:alert(1)') });
  play.ask();
  await until(() => begun.length == 1);
  play.shown();
  c.tick(0);
  c.tick(4000);
  await settle();
  await until(() => f.events.includes('close:auto_close'));
  assert.not.ok(f.events.some((e) => e.startsWith('go:')));
  assert.ok(warnings.includes('[poptin] Redirect refused: unsafe scheme'));
});

test("the server's draw (gamified_draw 'server'): the play call with the viewer and the email, its answer played; a failure lets the visitor try again", async () => {
  const l = PRIZES.map(({ code, chances, ...p }) => p);
  let answer: unknown = { index: 1, prize_id: 'p2', label: 'Free shipping', is_winner: true, code: 'UNIQUE-77', repeat: false };
  const server = () => respond((url) => (url.includes('/api/display/play/') ? { body: answer } : url.includes('/conversion/') ? { body: { success: true } } : undefined));
  server();
  await open({ popup: { gamified_prize: l, gamified_draw: 'server' }, form: true });
  $<HTMLInputElement>('input[type=email]').value = 'ann@example.com';
  $<HTMLFormElement>('form').requestSubmit();
  await until(() => begun.length == 1);
  const call = calls.find((x) => x.url.includes('/play/'))!;
  assert.is(call.url, 'https://api.example/api/display/play/abcdefghijklm');
  assert.equal(JSON.parse(call.body), { viewer_id: 'viewer-7', email: 'ann@example.com' });
  assert.equal(begun[0], { i: 1, label: 'Free shipping', win: true });
  play.shown();
  c.tick(0);
  await until(() => shadow()!.querySelector('.lp-cc'));
  assert.is($<HTMLInputElement>('.lp-cc').value, 'UNIQUE-77');
  reset();
  localStorage.clear();
  begun = [];
  answer = { index: '1', is_winner: true };
  server();
  await open({ popup: { gamified_prize: l, gamified_draw: 'server' } });
  play.ask();
  await until(() => failed == 1);
  assert.ok(warnings.includes('[poptin] Play answer malformed'), 'an index as text');
  answer = { index: 9, is_winner: true };
  play.ask();
  await until(() => failed == 2);
  assert.is(begun.length, 0, 'an index out of the list');
  answer = { index: 2, is_winner: false, code: '' };
  play.ask();
  await until(() => begun.length == 1);
  assert.equal(begun[0], { i: 2, label: 'Try again', win: false });
});

test("a form whose play cannot start (the server's draw down) still sends its lead, without a prize: nothing the visitor typed is lost", async () => {
  respond((url) => (url.includes('/api/display/play/') ? { status: 503, body: {} } : url.includes('/conversion/') ? { body: { success: true } } : undefined));
  await open({ popup: { gamified_prize: PRIZES.map(({ code, chances, ...p }) => p), gamified_draw: 'server' }, form: true });
  $<HTMLInputElement>('input[type=email]').value = 'kept@example.com';
  $<HTMLFormElement>('form').requestSubmit();
  await until(() => calls.some((x) => x.url.includes('/conversion/')));
  const body = new URLSearchParams(calls.find((x) => x.url.includes('/conversion/'))!.body);
  assert.is(body.get('email'), 'kept@example.com');
  assert.equal([body.get('prize_code'), body.get('prize'), failed], [null, ':', 1]);
  assert.is(begun.length, 0);
});

test('a server-drawn popup asks the server again rather than trust the stored result (a visitor may edit it): the server answers a repeat with its first play', async () => {
  localStorage.setItem('poptin_game_abcdefghijklm', JSON.stringify({ i: 0, label: '10% off', win: true, c: 'FORGED', id: 'p1' }));
  respond((url) => (url.includes('/api/display/play/') ? { body: { index: 2, is_winner: false, code: '', repeat: true } } : undefined));
  await open({ popup: { gamified_prize: PRIZES.map(({ code, chances, ...p }) => p), gamified_draw: 'server' } });
  play.ask();
  await until(() => begun.length == 1);
  assert.equal(begun[0], { i: 2, label: 'Try again', win: false });
});

test('X05: a gamified popup without its prizes or its game shows nothing, a log line', async () => {
  const f = request({ popup: { poptin_type: 'gamified', poptin_format: 'format_3', gamified_prize: '{' }, req: { html: PLAY.replace('FORM', '') + WIN } as any });
  const h = await show(f.req, { load: sanitizing(async (p) => (p === 'features/game' ? gameModule : { default: { ...fmt('v', 'none', 0, 16, 24), game: fake } })), timer: c.timer });
  assert.is(h, null);
  assert.is(shadow(), null);
  assert.ok(warnings.includes('[poptin] Prizes malformed'));
});

test.run();
