// C02 the plugin's schema rules (src/cf7/rules.ts; widget-and-theme.md §5.2), each at its
// boundaries, in plain Node (File is Node's): an empty field passes every rule but required and
// requiredfile; the first failing rule of a field gives its error; all and any groups.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RULES, run, validate, type Rule, type Values } from '../../src/cf7/rules';

const ok = (rule: string, v: Values, x: Partial<Rule> = {}) => RULES[rule]({ rule, field: 'f', ...x }, v);
const yes = (rule: string, vs: Values[], x?: Partial<Rule>) => vs.forEach((v) => assert.ok(ok(rule, v, x), `${rule} ${JSON.stringify(v)} passes`));
const no = (rule: string, vs: Values[], x?: Partial<Rule>) => vs.forEach((v) => assert.not.ok(ok(rule, v, x), `${rule} ${JSON.stringify(v)} fails`));
const file = (name: string, size = 1, type = '') => new File(['x'.repeat(size)], name, { type });

test('required and requiredfile: something there (values are already non-blank)', () => {
  yes('required', [['a'], ['a', 'b']]);
  no('required', [[]]);
  yes('requiredfile', [[file('a.pdf')]]);
  no('requiredfile', [[], ['a']]);
});

test('every rule but required passes an empty field', () => {
  for (const r of Object.keys(RULES).filter((r) => !/^required/.test(r))) assert.ok(ok(r, [], { threshold: '5', accept: ['x'] }), r);
});

test('email: the forms core rule (email.ts), every value, trimmed', () => {
  yes('email', [['a@b.co'], [' noa@example.com '], ['a.b+c@x-y.example.org']]);
  no('email', [['a@b.c'], ['ab@c'], ['a@@b.co'], ['a@b..co'], ['a@-b.co'], ['a b@c.co'], ['a@b.co', 'nope']]);
  assert.not.ok(ok('email', ['a@b.c']), '5 characters');
  assert.ok(ok('email', ['a@b.cd']), '6 characters');
});

test('url: an absolute URL of an allowed scheme', () => {
  yes('url', [['https://a.example'], ['http://a'], ['mailto:a@b.co'], ['tel:+1555'], ['urn:isbn:1'], ['ftp://x']]);
  no('url', [['a.example'], ['/path'], ['javascript:alert(1)'], ['data:text/plain,x'], ['file:///etc'], ['https://']]);
});

test('tel: an optional + and digits, separators ( ) / . * # - and spaces ignored', () => {
  yes('tel', [['+1 (555) 010-0000'], ['050.123.4567'], ['12#3*4/5'], ['1']]);
  no('tel', [['12a'], ['++1'], ['1+2'], ['+'], ['--']]);
});

test('number: HTML floating-point numbers', () => {
  yes('number', [['0'], ['-1'], ['1.5'], ['.5'], ['-.5'], ['1e3'], ['1E-3'], [' 7 ']]);
  no('number', [['1.'], ['+1'], ['1,5'], ['e3'], ['1e'], ['0x1'], ['--1'], ['1 2']]);
});

test('date YYYY-MM-DD and time HH:MM[:SS] (00:00 to 23:59:59)', () => {
  yes('date', [['2026-06-03'], ['10000-01-01']]);
  no('date', [['2026-6-3'], ['03-06-2026'], ['2026/06/03'], ['2026-06-03T10:00']]);
  yes('time', [['00:00'], ['23:59'], ['23:59:59'], ['09:05:00']]);
  no('time', [['24:00'], ['23:60'], ['23:59:60'], ['9:05'], ['09:05:0'], ['0905']]);
});

test('file: by extension or MIME type (type/* too), every file', () => {
  const x = { accept: ['.pdf', 'image/*', 'text/plain'] };
  yes('file', [[file('a.PDF')], [file('a.png', 1, 'image/png')], [file('n', 1, 'text/plain')], [file('a.pdf'), file('b.jpg', 1, 'image/jpeg')]], x);
  no('file', [[file('a.exe')], [file('a.pdf.exe')], [file('a.txt', 1, 'text/html')], [file('a.pdf'), file('b.doc')]], x);
  no('file', [[file('a.pdf')]], {});
});

test('enum and dayofweek (ISO days, 1 Monday to 7 Sunday)', () => {
  yes('enum', [['a'], ['a', 'b']], { accept: ['a', 'b'] });
  no('enum', [['c'], ['A'], ['a', 'c']], { accept: ['a', 'b'] });
  // 2026-06-01 is a Monday, 2026-06-07 a Sunday
  yes('dayofweek', [['2026-06-03'], ['2026-06-07']], { accept: [3, 4, 5, 6, 7] });
  no('dayofweek', [['2026-06-01'], ['2026-06-02']], { accept: [3, 4, 5, 6, 7] });
  yes('dayofweek', [['2026-06-07']], { accept: ['7'] });
});

test('minitems and maxitems at their threshold', () => {
  yes('minitems', [['a', 'b'], ['a', 'b', 'c']], { threshold: '2' });
  no('minitems', [['a']], { threshold: '2' });
  yes('maxitems', [['a', 'b'], ['a']], { threshold: '2' });
  no('maxitems', [['a', 'b', 'c']], { threshold: '2' });
  yes('maxitems', [['a', 'b', 'c']], { threshold: 'x' });
});

test('minlength and maxlength: the values\' total length', () => {
  yes('minlength', [['abc'], ['ab', 'c'], ['abcd']], { threshold: '3' });
  no('minlength', [['ab'], ['a', 'b']], { threshold: '3' });
  yes('maxlength', [['abc'], ['ab', 'c']], { threshold: '3' });
  no('maxlength', [['abcd'], ['ab', 'cd']], { threshold: '3' });
});

test('minnumber and maxnumber, inclusive', () => {
  yes('minnumber', [['1'], ['1.0'], ['2']], { threshold: '1' });
  no('minnumber', [['0.99'], ['-1']], { threshold: '1' });
  yes('maxnumber', [['12'], ['11.5']], { threshold: '12' });
  no('maxnumber', [['12.01'], ['13']], { threshold: '12' });
});

test('mindate and maxdate, inclusive; a value or threshold not a date is left to the date rule', () => {
  yes('mindate', [['2026-01-01'], ['2026-01-02']], { threshold: '2026-01-01' });
  no('mindate', [['2025-12-31']], { threshold: '2026-01-01' });
  yes('maxdate', [['2030-12-31']], { threshold: '2030-12-31' });
  no('maxdate', [['2031-01-01']], { threshold: '2030-12-31' });
  yes('mindate', [['soon']], { threshold: '2026-01-01' });
  yes('mindate', [['2000-01-01']], { threshold: 'today' });
});

test('minfilesize and maxfilesize: the files\' total size, inclusive', () => {
  yes('minfilesize', [[file('a', 10)], [file('a', 5), file('b', 5)]], { threshold: '10' });
  no('minfilesize', [[file('a', 9)]], { threshold: '10' });
  yes('maxfilesize', [[file('a', 10)]], { threshold: '10' });
  no('maxfilesize', [[file('a', 6), file('b', 5)]], { threshold: '10' });
});

const get = (d: Record<string, Values>) => (f: string) => d[f] || [];

test('all: the first failing child, its field and error (the group\'s when it has none)', () => {
  const all: Rule = { rule: 'all', field: 'g', error: 'group', rules: [{ rule: 'required', field: 'a', error: 'need a' }, { rule: 'email', field: 'b', error: 'bad b' }, { rule: 'required', field: 'c' }] };
  assert.equal(run(all, get({})), ['a', 'need a']);
  assert.equal(run(all, get({ a: ['x'], b: ['nope'] })), ['b', 'bad b']);
  assert.equal(run(all, get({ a: ['x'], b: ['a@b.co'] })), ['g', 'group']);
  assert.is(run(all, get({ a: ['x'], b: ['a@b.co'], c: ['y'] })), undefined);
});

test('any: passes when one child passes; an empty group passes', () => {
  const any: Rule = { rule: 'any', field: 'contact', error: 'email or phone', rules: [{ rule: 'required', field: 'email' }, { rule: 'required', field: 'phone' }] };
  assert.equal(run(any, get({})), ['contact', 'email or phone']);
  assert.is(run(any, get({ phone: ['1'] })), undefined);
  assert.is(run({ rule: 'any', field: 'x', rules: [] }, get({})), undefined);
});

test('validate: each field\'s first failing rule; an unknown rule passes', () => {
  const m = validate(
    {
      rules: [
        { rule: 'required', field: 'n', error: 'fill n' },
        { rule: 'maxlength', field: 'n', error: 'long n', threshold: '2' },
        { rule: 'email', field: 'e', error: 'bad e' },
        { rule: 'required', field: 'e', error: 'fill e' },
        { rule: 'shiny', field: 'x', error: 'never' },
      ],
    },
    get({ e: ['nope'] }),
  );
  assert.equal([...m], [['n', 'fill n'], ['e', 'bad e']]);
  assert.equal([...validate({ rules: [{ rule: 'maxlength', field: 'n', error: 'long n', threshold: '2' }] }, get({ n: ['abc'] }))], [['n', 'long n']]);
  assert.is(validate({}, get({})).size, 0);
});

test.run();
