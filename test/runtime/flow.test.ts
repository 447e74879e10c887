// The screen-flow owner (runtime/flow.ts; spec/popups.md §2 screens, §4 "Submission" and
// "Gamified"): a popup's screens as one path, any subset of main → play → win/lose → form →
// thanks in the popup's own order; the form and the games ask it to move on. Plain Node.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { effect } from '@preact/signals-react';
import { flow } from '../../src/runtime/flow';

/** walks `order` as the popup asks it to move on: what an effect reading the screen saw, and
 *  each answer */
const walk = (order: string[], asks: number) => {
  const fl = flow(order);
  const seen: string[] = [];
  const off = effect(() => void seen.push(fl.screen.value));
  const said = Array.from({ length: asks }, () => fl.next());
  off();
  return { seen, said, now: fl.screen.value };
};

test("[main, thanks]: a lead popup's: main first, the thank-you screen once the form is sent, then nothing", () => {
  assert.equal(walk(['main', 'thanks'], 0), { seen: ['main'], said: [], now: 'main' });
  assert.equal(walk(['main', 'thanks'], 2), { seen: ['main', 'thanks'], said: [true, false], now: 'thanks' });
});

test('[main]: without a thank-you screen the popup stays on main (the form then reads Sent successfully!)', () => {
  assert.equal(walk(['main'], 1), { seen: ['main'], said: [false], now: 'main' });
});

test('[play, win, form, thanks]: a win shows its screen, then the form, then the thank-you screen', () => {
  assert.equal(walk(['play', 'win', 'form', 'thanks'], 4), {
    seen: ['play', 'win', 'form', 'thanks'],
    said: [true, true, true, false],
    now: 'thanks',
  });
});

test('[play, lose]: a loss shows the losing screen, and nothing follows it (§4: the redirect does)', () => {
  assert.equal(walk(['play', 'lose'], 3), { seen: ['play', 'lose'], said: [true, false, false], now: 'lose' });
});

test('[play, form, thanks]: with disable_post_play_screen the submit flow follows a win (§4)', () => {
  assert.equal(walk(['play', 'form', 'thanks'], 1), { seen: ['play', 'form'], said: [true], now: 'form' });
});

test('[main, play, win, form, thanks]: a game behind a first screen; each screen shows once, in order', () => {
  const r = walk(['main', 'play', 'win', 'form', 'thanks'], 5);
  assert.equal(r.seen, ['main', 'play', 'win', 'form', 'thanks']);
  assert.equal(r.said, [true, true, true, true, false]);
});

test.run();
