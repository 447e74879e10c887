// P29: English and Hebrew strings.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { t as shell, type Key as ShellKey } from '../../src/runtime/strings';
import { t as form, type Key as FormKey } from '../../src/features/form/strings';

// the shell's strings ship in runtime.js, the form's in features/form.js: one lookup over both
type Key = ShellKey | FormKey;
const SHELL: string[] = ['close', 'preview', 'credit', 'skip'];
const t = (lang: string, k: Key) => (SHELL.includes(k) ? shell(lang, k as ShellKey) : form(lang, k as FormKey));

const KEYS: Key[] = ['close', 'sent', 'preview', 'phone', 'phoneTitle', 'typo', 'name', 'required', 'skip', 'submit', 'noSubmit', 'credit'];

test('English wordings from the spec', () => {
  assert.is(t('en', 'close'), 'Close');
  assert.is(t('en', 'sent'), 'Sent successfully!');
  assert.is(t('en', 'preview'), 'This is a preview of your popup. Please note that submission will not be functional.');
  assert.is(t('en', 'phone'), 'Please enter a valid phone number');
  assert.is(t('en', 'phoneTitle'), 'Please enter 7 to 15 digits and avoid using letters or symbols');
  assert.is(t('en', 'typo'), 'There are typos in the email');
  assert.is(t('en', 'name'), 'Please enter at least 2 or more characters');
  assert.is(t('en', 'required'), 'This field is required');
  assert.is(t('en', 'skip'), 'Skip');
});

test('every string has a Hebrew version written in Hebrew', () => {
  for (const k of KEYS) {
    assert.is.not(t('he', k), t('en', k), k);
    assert.match(t('he', k), /[\u0590-\u05ff]/, k);
  }
  assert.is(t('he', 'sent'), 'נשלח בהצלחה!');
  assert.is(t('he', 'close'), 'סגירה');
});

test('any other language is English', () => {
  assert.is(t('fr', 'close'), 'Close');
});

test.run();
