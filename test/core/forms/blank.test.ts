// The required rule both forms share (src/core/forms/blank.ts), in plain Node: a required field
// holds more than white space (popups §5, the widget's §5.1, the theme's §5.3).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { blank } from '../../../src/core/forms/blank';

test('blank: empty or only white space of any kind', () => {
  for (const v of ['', ' ', '  \n ', '\t', '\u00a0', '\u2003\r\n']) assert.ok(blank(v), JSON.stringify(v));
  for (const v of ['x', ' x ', '0', '.', '\u05d0']) assert.not.ok(blank(v), JSON.stringify(v));
});

test.run();
