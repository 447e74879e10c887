// The forms' one email rule (src/core/forms/email.ts; widget-and-theme.md §5.2, §5.3, §5.4), in
// plain Node: each clause of the rule refuses on its own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { email } from '../../../src/core/forms/email';

test('email: addresses the rule takes', () => {
  for (const v of ['a@b.co', 'jo.ann+news@mail.example.co.il', "o'neil@x-y.org", 'a_b@1.2', 'A!#$%&*/=?^`{|}~-@EXAMPLE.COM'])
    assert.ok(email(v), v);
});

test('email: at least 6 characters', () => {
  assert.not.ok(email('a@b.c'));
  assert.ok(email('ab@c.d'));
});

test('email: exactly one @', () => {
  for (const v of ['ab.example.com', 'a@b@example.com', '@example.com', 'name@']) assert.not.ok(email(v), v);
});

test('email: the local part of the allowed characters only', () => {
  for (const v of ['a b@example.com', 'a(b)@example.com', 'a,b@example.com', 'אבג@example.com', 'a"b@example.com'])
    assert.not.ok(email(v), v);
});

test('email: dots in the local part only between characters', () => {
  for (const v of ['.ann@example.com', 'ann.@example.com', 'an..n@example.com']) assert.not.ok(email(v), v);
  assert.ok(email('a.n.n@example.com'));
});

test('email: the domain has two labels or more, none empty', () => {
  for (const v of ['name@localhost', 'name@.example.com', 'name@example.com.', 'name@example..com']) assert.not.ok(email(v), v);
});

test('email: a label of letters, digits and hyphens, not at its ends', () => {
  for (const v of ['name@-example.com', 'name@example-.com', 'name@exa_mple.com', 'name@exämple.com', 'name@ex ample.com'])
    assert.not.ok(email(v), v);
  assert.ok(email('name@ex-am-ple.com'));
});

test.run();
