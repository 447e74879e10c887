// §5 Israeli phone ("advanced"), features/phone-il.js: the rule on its own (the form test covers
// how a field gets it and what a failed load does).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rule } from '../../src/features/phone-il/phone-il';
import { ruleChunk } from '../../src/features/form/rules';

test('a phone field with validation "israeli" takes this chunk; any other field or rule does not', () => {
  assert.is(ruleChunk({ tag: 'phone', validation: 'israeli' }), 'features/phone-il');
  for (const f of [{ tag: 'phone' }, { tag: 'phone', validation: 'basic' }, { tag: 'phone', validation: 'constructor' }, { tag: 'name', validation: 'israeli' }])
    assert.is(ruleChunk(f), '', JSON.stringify(f));
});

test('every landline prefix with 9 digits, every mobile and VoIP prefix with 10', () => {
  for (const p of ['02', '03', '04', '08', '09']) {
    assert.ok(rule.test(p + '1234567'), p);
    assert.ok(rule.test(p + '-123-4567'), p + ' with hyphens');
    assert.not.ok(rule.test(p + '123456'), p + ': 8 digits');
    assert.not.ok(rule.test(p + '12345678'), p + ': 10 digits');
  }
  for (const p of ['050', '051', '052', '053', '054', '055', '058', '072', '073', '074', '076', '077', '079']) {
    assert.ok(rule.test(p + '1234567'), p);
    assert.ok(rule.test(p + '-1234567'), p + '-');
    assert.not.ok(rule.test(p + '123456'), p + ': 9 digits');
    assert.not.ok(rule.test(p + '12345678'), p + ': 11 digits');
  }
  // prefixes the rule does not list, with each length
  for (const p of ['01', '06', '056', '057', '059', '070', '071', '075', '078'])
    for (const n of [6, 7, 8]) assert.not.ok(rule.test(p + '1'.repeat(n)), `${p} + ${n}`);
  assert.not.ok(rule.test('501234567'), 'no leading 0');
  assert.not.ok(rule.test('+972501234567'), 'the national form only: no +972');
});

test('single hyphens between digits; no other characters', () => {
  for (const bad of ['050--1234567', '-0501234567', '0501234567-', '050 1234567', '(050)1234567', '050.123.4567', '050-123456a'])
    assert.not.ok(rule.test(bad), bad);
  assert.ok(rule.test('0-5-0-1-2-3-4-5-6-7'), 'any number of single hyphens');
});

test('typing keeps digits and hyphens; the message is Hebrew in a Hebrew popup', () => {
  assert.is(rule.strip('+972 (50) 123-4567'), '97250123-4567');
  assert.is(rule.strip('050-123 4567'), '050-1234567');
  assert.is(rule.msg('he'), 'מספר הטלפון שגוי');
  assert.is(rule.msg('en'), 'Please enter a valid phone number');
});

test.run();
