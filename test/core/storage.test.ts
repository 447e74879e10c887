import { reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cookies, getCookie, setCookie, store } from '../../src/core/storage';

test.before.each(() => reset());

test('a host cookie that is not valid percent-encoding does not hide ours', () => {
  document.cookie = 'host_broken=%E0%A4%A;path=/';
  setCookie('poptin_user_id', 'abc def', 60000);
  assert.is(getCookie('poptin_user_id'), 'abc def');
  assert.is(cookies().host_broken, undefined);
});

test('cookies(prefix) keeps the names that start with it; no prefix keeps all', () => {
  document.cookie = 'plan=pro;path=/';
  setCookie('poptin_user_id', 'u1', 60000);
  assert.equal(cookies('poptin_'), { poptin_user_id: 'u1' });
  assert.equal(cookies(), { plan: 'pro', poptin_user_id: 'u1' });
});

test('a lifetime of 0 deletes the cookie', () => {
  setCookie('poptin_x', '1', 60000);
  setCookie('poptin_x', '', 0);
  assert.is(getCookie('poptin_x'), '');
});

test('blocked cookies and storage read as empty and are logged once', () => {
  Object.defineProperty(document, 'cookie', { get() { throw new Error('SecurityError'); }, set() { throw new Error('SecurityError'); }, configurable: true });
  const ss = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
  Object.defineProperty(window, 'sessionStorage', { get() { throw new Error('SecurityError'); }, configurable: true });
  const warn = console.warn;
  const logged: string[] = [];
  console.warn = (m: string) => logged.push(m);
  try {
    assert.equal(cookies(), {});
    setCookie('poptin_a', '1', 1000);
    assert.is(store('sessionStorage', 'k'), '');
    store('sessionStorage', 'k', 'v');
    assert.is(logged.filter((m) => m.includes('Storage unsupported')).length, 1, JSON.stringify(logged));
  } finally {
    console.warn = warn;
    delete (document as any).cookie; // the own property shadowed the prototype's accessor
    Object.defineProperty(window, 'sessionStorage', ss);
  }
});

test.run();
