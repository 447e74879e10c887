// Texts at the wire boundary (issue 20, host-page safety 1; X05): every text field of the widget's
// settings and of call 5's answer, fed each wrong type, costs a log line naming it and nothing
// else. The fields are not the code's own list: they are every string leaf of the demo sites'
// settings (server/seed/widgets.json, with the settings-level fields docs/widget-api.md
// "Settings" shows) and of docs/widget-api.md's example answers to call 5. Each is fed an array,
// an empty object, a deeply nested one (arrays in arrays: String() of it overflows the stack), a
// boolean and a number; the list and every pop-up are drawn. A field is "shown" when a
// marker string put there appears in the widget (text, attributes, control values); a number in
// a shown field must appear as its digits.
import { reset, respond, settle } from '../setup/dom';
import { warnings } from '../setup/helpers';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start } from '../../src/widget/start';
import { list } from '../../src/widget/list/list';
import * as pop from '../../src/widget/pop/pop';
import * as wechat from '../../src/widget/wechat/wechat';
import * as agents from '../../src/widget/agents/agents';
import * as whatsapp from '../../src/widget/whatsapp/whatsapp';
import * as form from '../../src/widget/form/form';
import * as when from '../../src/widget/when/when';
import { shareSeen } from '../../src/core/log';

// docs/widget-api.md "Settings": the contact form's outcome settings are not in the settings answer
const OUTCOME = ['redirect_action', 'redirect_link', 'link_in_new_tab', 'close_form_after', 'close_form_after_seconds'];

const seed = JSON.parse(readFileSync(new URL('../../server/seed/widgets.json', import.meta.url), 'utf8'));
const MODULES: Record<string, unknown> = { pop, wechat, agents, whatsapp, form };
const load = async (u: string) =>
  u.endsWith('/widget/list.js') ? { list: (c: any) => list(c, async (n) => MODULES[n]) } : u.endsWith('/widget/when.js') ? when : {};

// what reached the host page uncaught: an exception in a listener or a timer (jsdom reports it on
// window), or a rejection nobody handled
const uncaught: string[] = [];
window.addEventListener('error', (e) => uncaught.push(String(e.error?.stack || e.message)));
const rejected = (e: unknown) => uncaught.push(String((e as Error)?.stack || e));
process.on('unhandledRejection', rejected);

// (20,000 levels: String() of a nested array overflows the stack from about 5,000)
const N = 20_000;
const DEEP = '['.repeat(N) + ']'.repeat(N);
/** the wrong types, as JSON text (the settings arrive as JSON) */
const WRONG: [string, string][] = [
  ['an array', '[1,2]'],
  ['an object', '{}'],
  ['a deeply nested array', DEEP],
  ['a boolean', 'true'],
];
const MARK = 'ZqMarkText';
const PLAIN = { channel: 'Plain', channel_type: 'Email', value: 'plain@shop.example' };
const NUM = 90210;
const HOLE = '"@@HOLE@@"';

type Path = (string | number)[];
/** every path to a string leaf of `o` */
function leaves(o: unknown, at: Path = []): Path[] {
  if (typeof o == 'string') return [at];
  if (o && typeof o == 'object') return Object.entries(o).flatMap(([k, v]) => leaves(v, [...at, Array.isArray(o) ? +k : k]));
  return [];
}
/** `o` as JSON with the leaf at `p` replaced by the JSON text `json` */
function withLeaf(o: unknown, p: Path, json: string): string {
  const copy = structuredClone(o) as any;
  let x = copy;
  for (const k of p.slice(0, -1)) x = x[k];
  x[p[p.length - 1]] = '@@HOLE@@';
  return JSON.stringify(copy).replace(HOLE, () => json);
}
/** the field's name: the last key of its path (an entry of a list is named by its list) */
const nameOf = (p: Path) => String([...p].reverse().find((k) => typeof k == 'string'));

/** What the widget shows: text, attribute values (not style, class or id) and control values */
const shown = (r: ShadowRoot) =>
  r.textContent +
  ' ' +
  [...r.querySelectorAll('*')]
    .map((e) => [...e.attributes].filter((a) => !/^(style|class|id)$/.test(a.name)).map((a) => a.value).join(' ') + (/^(INPUT|TEXTAREA|SELECT)$/.test(e.tagName) ? ' ' + (e as HTMLInputElement).value : ''))
    .join(' ');

// every listener a render adds to the page (boot's position check, the list's Escape…): removed
// before the next render, so thousands of renders do not pile up thousands of handlers per event
const added: [EventTarget, string, EventListenerOrEventListenerObject, unknown][] = [];
const add = EventTarget.prototype.addEventListener;
EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, fn: any, o?: any) {
  if (this === document || this === window) added.push([this, type, fn, o]);
  return add.call(this, type, fn, o);
};
const unlisten = () => added.splice(0).forEach(([t, type, fn, o]) => t.removeEventListener(type, fn, o as boolean));
// (put back after the file: a unit lane runs other files in this process, test/lane.mjs)
test.after(() => {
  process.off('unhandledRejection', rejected);
  unlisten();
  EventTarget.prototype.addEventListener = add;
});

const tag = () => {
  const t = document.createElement('script');
  t.src = 'https://cdn.example/dist/widget.js';
  return t;
};

/** The settings `text` inline on a page in `lang`: each widget drawn, its list opened and every
 *  pop-up channel pressed; what was shown, in every widget */
async function draw(text: string, lang: string): Promise<string> {
  unlisten();
  reset('https://shop.example/page');
  shareSeen(new Set());
  warnings.length = 0;
  uncaught.length = 0;
  document.documentElement.lang = lang;
  const j = document.createElement('script');
  j.type = 'application/json';
  j.setAttribute('data-lp-widget', '');
  j.textContent = text;
  document.body.append(j);
  // (a rejection of start() is unhandled on a page: widget.js does not wait for it)
  await start(tag(), 'https://cdn.example/dist/v/x/', load).catch((e) => uncaught.push('start(): ' + (e as Error).stack));
  await settle();
  let seen = '';
  for (const h of [...document.querySelectorAll('lp-widget')]) {
    const r = h.shadowRoot!;
    r.querySelector<HTMLButtonElement>('button.b')!.click();
    await settle();
    seen += shown(r);
    for (const b of [...r.querySelectorAll<HTMLButtonElement>('button.ch')]) {
      b.click();
      await settle();
      seen += shown(r);
    }
  }
  await settle();
  return seen;
}

for (const site of seed.sites) {
  test(`site ${site.id}: every text of its settings fed each wrong type is a log line naming it, never an exception; a number shows as its digits`, async () => {
    // the settings as the server answers them: with its settings-level fields, and without the
    // contact form's outcome settings (call 5 answers those: docs/widget-api.md "Settings")
    const strip = (x: unknown): unknown =>
      Array.isArray(x) ? x.map(strip) : x && typeof x == 'object' ? Object.fromEntries(Object.entries(x).filter(([k]) => !OUTCOME.includes(k)).map(([k, v]) => [k, strip(v)])) : x;
    const base = { ajax_url: 'https://shop.example/ajax', nonce: 'n0nce', country_url: 'https://shop.example/country', page_id: '12', ...(strip(site.settings) as any) };
    const paths = leaves(base);
    assert.ok(paths.length > 40, 'the settings have texts: ' + paths.length);
    const bad: string[] = [];
    const done = new Set<string>();
    for (const p of paths) {
      const name = nameOf(p);
      const at = p.join('.');
      // the same field in the same context is fed once: the email channel's value of four alike
      // widgets, a placeholder of two text fields (a field's context is its channel's type and
      // pop-up, or its form field's kind)
      const w = p[0] == 'widgets' ? base.widgets[p[1] as number] : null;
      const ch = p[2] == 'channels' ? w.channels[p[3] as number] : null;
      const entry = p[3] == 'contact_fields' || p[3] == 'contact_custom_fields' ? w.contact_form[p[3]][p[4] as number] : null;
      const context = ch ? [ch.channel_type, ch.has_welcome_message, ch.is_agent] : entry ? [entry.type || entry.field, entry.field_dropdown] : w ? [] : [at];
      const key = JSON.stringify([context, p.map((k) => (typeof k == 'number' ? '*' : k))]);
      if (done.has(key)) continue;
      done.add(key);
      // what is drawn: the widget that holds the field (every widget for a settings-level one);
      // for a channel's field, that channel beside a plain one (a list, not a single channel's
      // button), for the contact form's, its Contact_Us channel beside a plain one
      let o = base;
      let q = p;
      if (p[0] == 'widgets') {
        const w = base.widgets[p[1] as number];
        const one = p[2] == 'channels' ? w.channels[p[3] as number] : p[2] == 'contact_form' && w.channels.find((c: any) => c.channel_type == 'Contact_Us');
        o = { ...base, widgets: [{ ...w, channels: one ? [one, PLAIN] : w.channels }] };
        q = ['widgets', 0, ...(p[2] == 'channels' ? ['channels', 0, ...p.slice(4)] : p.slice(2))];
      }
      const render = (text: string) => draw(text, site.lang);
      const visible = (await render(withLeaf(o, q, JSON.stringify(MARK)))).includes(MARK);
      if (uncaught.length) bad.push(`${at} = a marker string: ${uncaught[0]}`);
      const seen = await render(withLeaf(o, q, String(NUM)));
      if (uncaught.length) bad.push(`${at} = a number: ${uncaught[0]}`);
      if (visible && !seen.includes(String(NUM))) bad.push(`${at} = a number: not shown as ${NUM}`);
      for (const [what, json] of WRONG) {
        const seen = await render(withLeaf(o, q, json));
        if (uncaught.length) bad.push(`${at} = ${what}: uncaught ${uncaught[0].slice(0, 200)}`);
        if (!warnings.some((w) => w.includes(name))) bad.push(`${at} = ${what}: no log line naming ${name} (${warnings.join(' | ').slice(0, 200)})`);
        if (/\[object |(^|\D)1,2(\D|$)/.test(seen)) bad.push(`${at} = ${what}: shown as text`);
      }
    }
    assert.equal(bad, [], `${bad.length} failures, the first: ${bad.slice(0, 12).join('\n')}`);
  });
}

// docs/widget-api.md "Call 5": the success and the field-error answers, as the docs show them
const ANSWERS = [
  { status: 1, message: 'Thank you! Your message was sent.', redirect_action: 1, redirect_link: 'https://shop.example/thanks', link_in_new_tab: 1, close_form_after: 0 },
  { status: 0, error: 1, errors: [{ field: 'email', message: 'Enter a valid email address.' }, { field: 'nowhere', message: 'A field not in the form.' }] },
  { status: 0, message: 'The captcha check failed. Please try again.' },
];
test("call 5's answer: every text fed each wrong type is a log line naming it, never an exception; a number shows as its digits", async () => {
  const lumen = seed.sites[0].settings.widgets[1];
  const settings = { ajax_url: 'https://shop.example/ajax', nonce: 'n0nce', widgets: [{ ...lumen, enable_recaptcha: 0, channels: lumen.channels.filter((c: any) => /Contact_Us|Skype/.test(c.channel)) }] };
  const opened: string[] = [];
  (window as any).open = (u: string) => void opened.push(u);
  /** the form sent and answered `json`; what the form shows then */
  const send = async (json: string) => {
    await draw(JSON.stringify(settings), 'en');
    respond((url) => (url.endsWith('/ajax') ? { status: 200, body: json } : undefined));
    const r = document.querySelector('lp-widget')!.shadowRoot!;
    const f = r.querySelector('form')!;
    for (const [id, v] of [['cf1', 'ann@example.org'], ['cf2', 'Hello']]) (r.getElementById(id) as HTMLInputElement).value = v;
    f.dispatchEvent(new Event('submit', { cancelable: true }));
    for (let i = 0; i < 10; i++) await settle();
    return shown(r);
  };
  const bad: string[] = [];
  for (const a of ANSWERS)
    for (const p of leaves(a)) {
      const at = `${a.status ? 'success' : a.error ? 'field errors' : 'refusal'} ${p.join('.')}`;
      const name = nameOf(p);
      const visible = (await send(withLeaf(a, p, JSON.stringify(MARK)))).includes(MARK);
      const seen = await send(withLeaf(a, p, String(NUM)));
      if (uncaught.length) bad.push(`${at} = a number: ${uncaught[0]}`);
      if (visible && !seen.includes(String(NUM))) bad.push(`${at} = a number: not shown as ${NUM}`);
      for (const [what, json] of WRONG) {
        const seen = await send(withLeaf(a, p, json));
        if (uncaught.length) bad.push(`${at} = ${what}: uncaught ${uncaught[0].slice(0, 200)}`);
        if (!warnings.some((w) => w.includes(name))) bad.push(`${at} = ${what}: no log line naming ${name}`);
        if (/\[object |(^|\D)1,2(\D|$)/.test(seen)) bad.push(`${at} = ${what}: shown as text`);
      }
    }
  assert.ok(opened.length > 0, 'the redirect ran');
  assert.equal(bad, [], `${bad.length} failures, the first: ${bad.slice(0, 12).join('\n')}`);
});

test.run();
