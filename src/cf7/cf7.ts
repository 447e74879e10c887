// C01–C04: the contact-form plugin's front end as a drop-in (docs/theme.md "The contact-form
// plugin's front end"): a site loads dist/cf7.js instead of the plugin's script and its validator.
// It reads the plugin's markup (every `.wpcf7 > form`, and those inserted later: popups, ajax
// pages) and its `wpcf7` settings, calls its REST API (§7 calls 7–9) and fires its DOM events
// with the plugin's `detail`. Never throws into the host page: a failure is one log line (X05).
import { message } from '../core/forms/messages';
import { submission } from '../core/forms/submission';
import { log } from '../core/log';
import { validate, values, type Schema } from './rules';
import { outcome, status } from './status';

type Answer = { status: string; message?: string; invalid_fields?: { field: string; message: string }[]; posted_data_hash?: string; captcha?: Record<string, string>; quiz?: Record<string, [string, string]> };
type Detail = Record<string, any>;

const W = window as any;
const done = new WeakSet<Element>();
/** a form id's schema, fetched once for every form of that id (call 9) */
const schemas = new Map<number, Promise<Schema | undefined>>();
/** a pointer is down: a check a change asks for then waits for its release (below) */
let held = 0;
let later: (() => void)[] = [];
const $$ = <E extends Element = HTMLElement>(el: ParentNode, sel: string) => [...el.querySelectorAll<E>(sel)];

/** §7 calls 7–9 under wpcf7.api; an answer outside 2xx or not JSON, or no answer, rejects
 *  with the plugin's code (§8: fetch_error, invalid_json) or the server's own message */
function api(path: string, init?: RequestInit): Promise<any> {
  const { root, namespace = 'contact-form-7/v1' } = W.wpcf7.api;
  let p = namespace.replace(/^\/|\/$/g, '') + '/' + path;
  if (root.includes('?')) p = p.replace('?', '&');
  return fetch(root + p, { ...init, headers: { Accept: 'application/json, */*;q=0.1' } }).then(
    (r) =>
      r.json().then(
        (j) => (r.ok ? j : Promise.reject({ message: j?.message })),
        () => Promise.reject({ code: r.ok ? 'json' : '' }),
      ),
    () => Promise.reject({ code: 'offline' }),
  );
}

/** Starts one form once (wpcf7.init as the plugin's, for a page that inserts forms itself) */
function init(form: HTMLFormElement) {
  if (done.has(form)) return;
  done.add(form);
  const get = (n: string) => (form.querySelector<HTMLInputElement>(`input[name="_wpcf7${n}"]`) || ({} as any)).value || '';
  const id = parseInt(get('')) || 0;
  const unitTag = get('_unit_tag');
  const lang = (form.closest<HTMLElement>('[lang]')?.lang || '').slice(0, 2);
  let sub = submission();
  let schema: Schema | undefined;
  /** a reset that follows mail sent ends in sent, not init (as the plugin's) */
  let sent = 0;
  const base = (): Detail => ({ contactFormId: id, pluginVersion: get('_version'), contactFormLocale: get('_locale'), unitTag, containerPostId: parseInt(get('_container_post')) || 0, status: form.dataset.status });
  const detail = (): Detail => {
    const formData = new FormData(form);
    return { ...base(), inputs: [...formData].filter(([n]) => n[0] != '_').map(([name, value]) => ({ name, value })), formData };
  };
  const fire = (n: string, d: Detail) => form.dispatchEvent(new CustomEvent('wpcf7' + n, { bubbles: true, detail: d }));
  // C01: data-status and the class; wpcf7statuschanged when it changes
  const set = (s: string) => {
    const prev = form.dataset.status;
    form.dataset.status = s = status(s);
    form.classList.add(s);
    if (prev && prev != s) form.classList.remove(prev), fire('statuschanged', { ...base(), prevStatus: prev });
    return s;
  };
  const say = (m: string) => $$(form, '.wpcf7-response-output').forEach((o) => (o.textContent = m));
  const wraps = (f?: string) => $$(form, '.wpcf7-form-control-wrap[data-name]').filter((w) => !w.closest('.novalidate') && (!f || w.dataset.name == f));
  const unmark = (w: Element) => {
    w.querySelector('.wpcf7-not-valid-tip')?.remove();
    $$(w, '[aria-invalid]').forEach((e) => e.setAttribute('aria-invalid', 'false'));
    $$(w, '.wpcf7-form-control').forEach((c) => (c.removeAttribute('aria-describedby'), c.classList.remove('wpcf7-not-valid')));
  };
  // C02: the error under the field, as the plugin shows it, and the field described by it
  const mark = (f: string, m: string) =>
    wraps(f).forEach((w, i) => {
      const tip = document.createElement('span');
      const eid = (unitTag + '-ve-' + f).replace(/[^\w-]+/g, '') + (i ? '-' + i : '');
      unmark(w);
      tip.className = 'wpcf7-not-valid-tip';
      tip.id = eid;
      tip.textContent = m || message(lang, 'required');
      w.append(tip);
      $$(w, '[aria-invalid]').forEach((e) => e.setAttribute('aria-invalid', 'true'));
      $$(w, '.wpcf7-form-control').forEach((c) => (c.classList.add('wpcf7-not-valid'), c.setAttribute('aria-describedby', eid)));
    });
  const clear = () => (wraps().forEach(unmark), say(''));
  /** the schema's errors of the fields up to `target`'s (all of them without one), as swv runs */
  const check = (target?: Element) => {
    const ws = wraps();
    const at = ws.findIndex((w) => target && w.contains(target));
    const scope = at < 0 ? ws : ws.slice(0, at + 1);
    const errs = validate(schema!, (f) => wraps(f).flatMap(values));
    return scope.map((w) => [w, errs.get(w.dataset.name!)] as const);
  };
  // C02 on change (a text field's change comes on blur), the status validating meanwhile
  const change = (e: Event) => {
    const t = e.target as Element;
    if (!schema || !t.closest('.wpcf7-form-control-wrap[data-name]') || t.closest('.novalidate')) return;
    const run = () => {
      const prev = form.dataset.status!;
      set('validating');
      check(t).forEach(([w, m]) => (m == null ? unmark(w) : mark(w.dataset.name!, m)));
      set(prev);
    };
    // a text field's change comes as the pointer goes down on the next control: a tip added or
    // removed then moves that control from under the pointer, and the click is lost (measured
    // in Chromium: the consent box did not tick). The check waits for the click.
    held ? later.push(run) : run();
  };
  // captcha and quiz refreshed from an answer (feedback or refill)
  const refresh = (r: Answer) => {
    for (const n in r.captcha) {
      const url = r.captcha[n];
      $$<HTMLInputElement>(form, `input[name="${n}"]`).forEach((i) => (i.value = ''));
      $$<HTMLImageElement>(form, `img.wpcf7-captcha-${n.replace(/:/g, '')}`).forEach((i) => (i.src = url));
      const m = /(\d+)\.(png|gif|jpeg)$/.exec(url);
      if (m) $$<HTMLInputElement>(form, `input[name="_wpcf7_captcha_challenge_${n}"]`).forEach((i) => (i.value = m[1]));
    }
    for (const n in r.quiz)
      wraps(n).forEach((w) => {
        w.querySelector<HTMLInputElement>(`input[name="${n}"]`)!.value = '';
        w.querySelector('.wpcf7-quiz-label')!.textContent = r.quiz![n][0];
        w.querySelector<HTMLInputElement>(`input[name="_wpcf7_quiz_answer_${n}"]`)!.value = r.quiz![n][1];
      });
  };
  // C03 call 7's answer (or C02's before a send): the status, the events, the messages
  const answer = (r: Answer, d: Detail) => {
    if (sub() == 'sending') sub(outcome(status(r.status)));
    const s = set(r.status);
    d.status = r.status;
    d.apiResponse = r;
    if (/^(invalid|unaccepted|spam|aborted)$/.test(s)) fire(s, d);
    else if (/^(sent|failed)$/.test(s)) fire('mail' + s, d);
    fire('submit', d);
    refresh(r);
    if (r.posted_data_hash) form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]')!.value = r.posted_data_hash;
    if (s == 'sent') form.dispatchEvent(new CustomEvent('lp-conversion', { bubbles: true })), (sent = 1), form.reset();
    (r.invalid_fields || []).forEach((f) => mark(f.field, f.message));
    say(r.message || '');
    form.querySelector<HTMLElement>('.wpcf7-not-valid-tip')?.parentElement!.querySelector<HTMLElement>('input,select,textarea')?.focus();
  };
  const send = (btn?: HTMLButtonElement | null) => {
    if (sub() == 'sending') return;
    const d = detail();
    if (btn?.name) d.formData.append(btn.name, btn.value);
    clear();
    const bad = schema ? check().filter(([, m]) => m != null) : [];
    if (bad.length) {
      sub('invalid');
      return answer({ status: 'validation_failed', message: message(lang, 'error'), invalid_fields: bad.map(([w, m]) => ({ field: w.dataset.name!, message: m! })) }, d);
    }
    sub('sending');
    fire('beforesubmit', d);
    set('submitting');
    api(`contact-forms/${id}/feedback`, { method: 'POST', body: d.formData }).then(
      (r) => answer(r, d),
      // C04: no answer or not one: said in the response output (a live region), the status
      // failed, what was typed kept
      (e) => (sub('failed'), set('failed'), say(e.message || message(lang, e.code || 'kept'))),
    ).catch((x) => log('cf7: an answer could not be shown', x));
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    try {
      send((e as SubmitEvent).submitter as HTMLButtonElement);
    } catch (x) {
      log('cf7: submit failed', x);
    }
  });
  form.addEventListener('change', change);
  // call 8 on every reset, as the plugin's
  form.addEventListener('reset', () => {
    const d = detail();
    const end = () => set(sent ? 'mail_sent' : 'init');
    sub = submission();
    clear();
    set('resetting');
    api(`contact-forms/${id}/refill`).then(
      (r) => (end(), (sent = 0), (d.apiResponse = r), fire('reset', d), refresh(r)),
      (e) => (end(), (sent = 0), log('cf7: refill failed', e)),
    );
  });
  // the response output is the live region (the plugin hides it from screen readers and speaks
  // through a visually hidden copy; one region, the visible one, says it once)
  $$(form, '.wpcf7-response-output').forEach((o) => (o.removeAttribute('aria-hidden'), o.setAttribute('role', 'status')));
  form.closest('.wpcf7')?.classList.replace('no-js', 'js');
  if (!schemas.has(id)) schemas.set(id, api(`contact-forms/${id}/feedback/schema`).catch(() => undefined));
  schemas.get(id)!.then((s) => (schema = s?.rules ? s : undefined));
  if (W.wpcf7.cached) form.reset();
}

const scan = () =>
  document.querySelectorAll<HTMLFormElement>('.wpcf7 > form').forEach((f) => {
    try {
      init(f);
    } catch (e) {
      log('cf7: a form could not start', e);
    }
  });

function start() {
  if (!W.wpcf7?.api) return log('cf7: wpcf7.api is not defined');
  if (!W.fetch || !W.FormData) return log('cf7: this browser has no fetch or FormData');
  W.wpcf7.init = init;
  const on = document.addEventListener.bind(document);
  on('pointerdown', () => (held = 1), true);
  for (const n of ['pointerup', 'pointercancel']) on(n, () => ((held = 0), setTimeout(() => (later.forEach((f) => f()), (later = [])))), true);
  scan();
  // forms inserted later (popups, ajax pages): one scan 50 ms after the last insertion
  let t: any;
  new MutationObserver(() => (clearTimeout(t), (t = setTimeout(scan, 50)))).observe(document.documentElement, { childList: true, subtree: true });
}

document.readyState == 'loading' ? document.addEventListener('DOMContentLoaded', start) : start();
