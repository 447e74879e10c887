// features/backdrop.js (P23, spec §4 "Background effects: wheel, starry-sky, ball, snow, rain,
// confetti"; docs/behaviour.md P23 "Background effects"): the effect a gamified popup names in
// design_properties.gamified_background, drawn on the game core's <canvas class="lp-bg"> behind
// its content until the popup closes. Never loaded under reduced motion (the core's choice, X07).
// A backdrop, not a show: few particles, slow, translucent. One particle loop with a row of
// numbers per effect (cheaper in bytes than six loops). Positions are fractions of the box, so a
// resize keeps the scene as it is with no code of its own; speeds and sizes are CSS px.
import { log } from '../../core/log';

/** A particle: x, y (fractions of the box), u, v (CSS px/s), r (size, CSS px), p (angle: its
 *  turn, a star's twinkle, a wedge's place), s (turn in rad/s), c (its colour; '' = the canvas's
 *  CSS `color`, which the format sets: on any popup background it reads as its text does) */
export interface Q { x: number; y: number; u: number; v: number; r: number; p: number; s: number; c: string }

const PI = Math.PI;

// count, shape (0 dot, 1 tumbling rectangle, 2 streak, 3 wedge), size from + range, speed from
// + range, heading (0 = straight down) from + range, turn from + range, alpha, twinkle, flags
// (1 coloured, 2 bounces off the edges instead of coming back on the other side)
const E: Record<string, number[]> = {
  snow: [60, 0, 1, 2.5, 12, 24, -0.5, 1, 0, 0, 0.8, 0, 0],
  rain: [70, 2, 8, 10, 320, 160, 0.25, 0.04, 0, 0, 0.35, 0, 0],
  confetti: [50, 1, 3, 3, 40, 50, -0.4, 0.8, -3, 6, 0.9, 0, 1],
  'starry-sky': [80, 0, 0.5, 1.2, 0, 0, 0, 0, 1, 2, 0.5, 0.4, 0],
  ball: [6, 0, 20, 30, 30, 40, 0, 2 * PI, 0, 0, 0.25, 0, 3],
  wheel: [16, 3, 0, 0, 0, 0, 0, 0, 0.12, 0, 0.1, 0, 0],
};

const rnd = (a: number, b: number) => a + Math.random() * b;

/** The named effect's particles, inside a w x h box (CSS px); undefined for an unknown name. */
export function spawn(name: string, w: number, h: number): Q[] | undefined {
  const e = E[name];
  return e && Array.from({ length: e[0] }, (_, i) => {
    const r = rnd(e[2], e[3]), t = rnd(e[6], e[7]), s = rnd(e[4], e[5]), a = r / w, b = r / h;
    return {
      // a wedge sits at the centre; anything else anywhere, clear of the edges
      x: e[1] > 2 ? 0.5 : rnd(a, 1 - 2 * a),
      y: e[1] > 2 ? 0.5 : rnd(b, 1 - 2 * b),
      u: s * Math.sin(t),
      v: s * Math.cos(t),
      r,
      // wedges evenly round the circle; a streak along its heading; the rest at random
      p: e[1] > 2 ? (i * 2 * PI) / e[0] : e[1] > 1 ? -t : rnd(0, 2 * PI),
      s: rnd(e[8], e[9]),
      c: e[12] & 1 ? 'hsl(' + i * 72 + ',80%,60%)' : '', // round the colour wheel
    };
  });
}

/** Moves the particles `dt` seconds on in a w x h box: what leaves it comes back on the other
 *  side (a ball turns at the edge instead). */
export function step(P: Q[], name: string, w: number, h: number, dt: number) {
  const e = E[name];
  // v kept in [-m, 1 + m], the box widened by the particle's size: it goes out of sight before
  // it comes back (and one inside is left exactly where it is: the stars stay still)
  const wrap = (v: number, m: number) => (v < -m ? v + 1 + 2 * m : v > 1 + m ? v - 1 - 2 * m : v);
  // a ball's speed towards the inside once it touches an edge (never just reversed: a ball the
  // box shrank onto comes back in rather than shaking at the edge)
  const turn = (v: number, m: number, s: number) => (v < m ? Math.abs(s) : v > 1 - m ? -Math.abs(s) : s);
  for (const q of P) {
    q.x += (q.u * dt) / w;
    q.y += (q.v * dt) / h;
    q.p += q.s * dt;
    if (e[12] & 2) (q.u = turn(q.x, q.r / w, q.u)), (q.v = turn(q.y, q.r / h, q.v));
    else (q.x = wrap(q.x, q.r / w)), (q.y = wrap(q.y, q.r / h));
  }
}

/** Draws `name` on `c` frame by frame until the returned stop(); `x` is the canvas's own 2D
 *  context (a test gives its own). Never throws into the page (X05). */
export function start(c: HTMLCanvasElement, name: string, x = c.getContext('2d')): () => void {
  const e = E[name], no = () => {};
  if (!e) return log('Background effect unknown: ' + name), no;
  if (!x) return log('Background effect without a 2D context'), no;
  let f = 0, t = 0, w = 0, h = 0, d = 1, k = '', z = 1, y = 0, P: Q[] | undefined;
  const size = () => (z = 1);
  const stop = () => {
    cancelAnimationFrame(f);
    window.removeEventListener('resize', size);
    c.width = c.width; // clears the canvas
  };
  const frame = (now: number) => {
    try {
      f = requestAnimationFrame(frame);
      // the popup went without calling stop(): nothing to draw on. (Not yet on the page is no
      // reason to stop: the core may start the effect before it mounts the canvas.)
      if (!c.isConnected) return void (y && stop());
      y = 1;
      if (document.visibilityState == 'hidden') return void (t = 0);
      // measured at start, on a resize, and until the box has a size (the popup not laid out)
      if (z || !w || !h) {
        // the backing store: the CSS size times the pixel ratio, capped at 2 (a phone's 3x
        // would draw 2.25 times the pixels for a backdrop nobody looks at closely)
        d = Math.min(devicePixelRatio || 1, 2);
        c.width = (w = c.clientWidth) * d;
        c.height = (h = c.clientHeight) * d;
        k = getComputedStyle(c).color;
        z = 0;
      }
      if (!w || !h) return;
      P ||= spawn(name, w, h);
      // a long gap (a frame after the tab came back) moves nothing further than a short one
      step(P!, name, w, h, t && Math.min(now - t, 50) / 1e3);
      t = now;
      x.setTransform(1, 0, 0, 1, 0, 0);
      x.clearRect(0, 0, c.width, c.height);
      for (const q of P!) {
        const o = Math.cos(q.p) * d, i = Math.sin(q.p) * d, r = q.r;
        x.setTransform(o, i, -i, o, q.x * w * d, q.y * h * d);
        x.globalAlpha = e[10] + e[11] * Math.sin(q.p);
        x.fillStyle = x.strokeStyle = q.c || k;
        x.beginPath();
        if (e[1] == 2) x.moveTo(0, 0), x.lineTo(0, -r), x.stroke();
        else {
          if (e[1] > 2) x.moveTo(0, 0), x.arc(0, 0, w + h, 0, PI / e[0]);
          // a rectangle seen edge-on as it tumbles
          else if (e[1]) x.rect(-r, 0, 2 * r, r * Math.sin(2 * q.p));
          else x.arc(0, 0, r, 0, 7);
          x.fill();
        }
      }
    } catch (err) {
      log('Background effect failed', err);
      stop();
    }
  };
  window.addEventListener('resize', size);
  f = requestAnimationFrame(frame);
  return stop;
}
