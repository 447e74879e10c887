// The forms' one message set (src/core/forms/messages.ts): every key worded in English and
// Hebrew, the plugin's two errors word for word as §8 gives them, Hebrew only for 'he'.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { message } from '../../../src/core/forms/messages';

const KEYS = ['required', 'fill', 'error', 'invalid', 'captcha', 'checkbox', 'failed', 'offline', 'json', 'kept', 'field'] as const;

test('messages: every key in both languages, the Hebrew in Hebrew letters', () => {
  for (const k of KEYS) {
    assert.ok(message('en', k), k);
    assert.ok(/[\u05d0-\u05ea]/.test(message('he', k)), k);
  }
});

test('messages: the plugin errors of §8 word for word', () => {
  assert.is(message('en', 'offline'), 'You are probably offline.');
  assert.is(message('en', 'json'), 'The response is not a valid JSON response.');
});

test('messages: any other language reads English', () => {
  assert.is(message('fr', 'fill'), message('en', 'fill'));
});

test.run();
