// T17 the scroll animations' values (src/theme/animation; spec §3.4, §5.5, §9.3): the sanitising
// of §5.5 (speeds not numbers or negative are 0, a curve outside the five is ease-in-out,
// intensity not a number 50, starting opacity a percentage, not a number 0), the tablet and
// phone variants falling back to the wider one, and each style's start at its direction.
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { options, start } from '../../src/theme/animation/animation';

const data = (o: Record<string, string>) => {
  const el = document.createElement('div');
  for (const [k, v] of Object.entries(o)) el.setAttribute('data-' + k, v);
  return el.dataset;
};

test('§5.5: speeds, curve, intensity and opacity sanitised; the defaults of §9.3', () => {
  assert.equal(options(data({})), { style: 'fade', direction: 'bottom', duration: 1000, delay: 0, intensity: 50, opacity: 0, curve: 'ease-in-out', infinite: false });
  const bad = options(data({ duration: 'fast', delay: '-300', intensity: 'lots', 'starting-opacity': 'half', 'speed-curve': 'bounce' }));
  assert.equal([bad.duration, bad.delay, bad.intensity, bad.opacity, bad.curve], [0, 0, 50, 0, 'ease-in-out']);
  const good = options(data({ duration: '600', delay: '200', intensity: '20', 'starting-opacity': '35', 'speed-curve': 'ease-out', repeat: 'infinite' }));
  assert.equal([good.duration, good.delay, good.intensity, good.opacity, good.curve, good.infinite], [600, 200, 20, 0.35, 'ease-out', true]);
  for (const c of ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out']) assert.is(options(data({ 'speed-curve': c })).curve, c);
});

test('tablet and phone variants: the phone falls back to the tablet, the tablet to the desktop', () => {
  const d = data({ style: 'slide', duration: '1000', 'tablet-duration': '700', 'phone-style': 'zoom' });
  assert.equal([options(d, 'desktop').duration, options(d, 'tablet').duration, options(d, 'phone').duration], [1000, 700, 700]);
  assert.equal([options(d, 'desktop').style, options(d, 'tablet').style, options(d, 'phone').style], ['slide', 'slide', 'zoom']);
});

test('each style\'s start: slide from k x 2 %, zoom from 1 - k/100, flip and fold k x 0.9 deg (fold about its edge), roll k x 3.6 deg', () => {
  const a = (style: string, direction: string, intensity = '50') => start(options(data({ style, direction, intensity })));
  assert.equal(a('slide', 'left'), ['translateX(-100%)', '']);
  assert.equal(a('slide', 'right', '10'), ['translateX(20%)', '']);
  assert.equal(a('slide', 'top'), ['translateY(-100%)', '']);
  assert.equal(a('slide', 'bottom'), ['translateY(100%)', '']);
  assert.equal(a('zoom', 'bottom', '20'), ['scale(0.8)', '']);
  assert.equal(a('flip', 'left'), ['perspective(2000px) rotateY(45deg)', '']);
  assert.equal(a('fold', 'top'), ['perspective(2000px) rotateX(-45deg)', 'top']);
  assert.equal(a('roll', 'right'), ['rotate(180deg)', '']);
  assert.equal(a('fade', 'left'), ['none', '']);
});

test.run();
