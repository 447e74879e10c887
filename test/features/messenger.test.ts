// P28: where the messaging SDK comes from (docs/behaviour.md P28): the loader tag's
// data-messenger-sdk (the site owner's page), else the answer's messenger_sdk only on the SDK's
// own host, else that host's default for the popup's language; anything not http(s) is refused.
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sdkUrl } from '../../src/features/messenger/messenger';

const st = (dp: object, lang = 'en') => ({ dp, lang }) as any;
const tag = (v: string | null) => {
  document.querySelectorAll('script[data-messenger-sdk]').forEach((s) => s.remove());
  if (v == null) return;
  const s = document.createElement('script');
  s.dataset.messengerSdk = v;
  document.head.append(s);
};

test('the default is the SDK host, by language', () => {
  tag(null);
  assert.is(sdkUrl(st({})), 'https://connect.facebook.net/en_US/sdk.js');
  assert.is(sdkUrl(st({}, 'he')), 'https://connect.facebook.net/he_IL/sdk.js');
});

test("the answer's address counts only on the SDK's own host", () => {
  tag(null);
  assert.is(sdkUrl(st({ messenger_sdk: 'https://connect.facebook.net/fr_FR/sdk.js' })), 'https://connect.facebook.net/fr_FR/sdk.js');
  assert.is(sdkUrl(st({ messenger_sdk: 'https://evil.example/sdk.js' })), 'https://connect.facebook.net/en_US/sdk.js');
  assert.is(sdkUrl(st({ messenger_sdk: 'https://connect.facebook.net.evil.example/sdk.js' })), 'https://connect.facebook.net/en_US/sdk.js');
});

test("the tag's address wins, resolved against the page; a non-http one is refused", () => {
  tag('/assets/sdk.js');
  assert.is(sdkUrl(st({ messenger_sdk: 'https://connect.facebook.net/fr_FR/sdk.js' })), new URL('/assets/sdk.js', location.href).href);
  tag('javascript:alert(1)');
  assert.is(sdkUrl(st({})), '');
  tag(null);
});

test.run();
