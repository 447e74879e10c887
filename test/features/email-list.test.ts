// §8 "Email domain list fails: email validation switched off, log": call 16 failing (its own
// process: the list is fetched once per page, and this page's fetch fails).
import { respond, reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { domains, rule } from '../../src/features/email/email';

test('a failed call 16: one log line, and business addresses are no longer refused', async () => {
  reset();
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (m: string) => warnings.push(m);
  respond(() => ({ status: 500 }));
  await rule.init!({ req: { api: 'https://api.example' } } as any, 'business-email');
  assert.is(await domains('https://api.example'), null);
  assert.ok(warnings.some((w) => w.startsWith('[poptin] Email domain list failed to load: business check off')));
  assert.ok(rule.test('dana@gmail.com', 'business-email'), 'the check is off: a free address passes');
  assert.not.ok(rule.test('dana@@gmail.com', 'business-email'), 'the shape is still checked');
  console.warn = warn;
});

test.run();
