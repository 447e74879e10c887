// Call 6 and the owner's leads export: every submitted field is stored, malformed conversions
// store nothing, the CSV is quoted, and the data survives a restart on the same data folder.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, post, get, count, counts, tempDir } from './helpers.mjs';
import { csvCell, leadsCsv } from '../../server/routes/owner.mjs';

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';
let s;
test.before(async () => {
  s = await start({ dataDir: tempDir() });
});
test.after(() => stop(s));

/** A conversion body as the lead form sends it (§7 call 6, §3 Form fields). */
const lead = (extra = {}) => {
  const fields = [
    { type: 'email', name: 'email', placeholder: 'you@example.com', value: 'Ann@Example.org', created_as: 'email', created_version: 5, property_name: 'email', id: 'email' },
    { type: 'name', name: 'name', placeholder: 'Your name', value: 'Ann "Annie" Lee, PhD', created_as: 'name', created_version: 5, property_name: 'name', id: 'name' },
  ];
  return new URLSearchParams({
    url: 'http://127.0.0.1:1/demo/p/format-3', p_target: 'lead', checkbox_checked: '1', referrer: '', previous_url: '',
    trigger: 'sec', poptin_id: 'fmt03lightbox', title: 'Format 3', client_id: 'demo', visitor: 'u1',
    origin_landing_page: 'http://127.0.0.1:1/demo/', browser_language: 'en-US', operating_system: 'Linux',
    email: 'Ann@Example.org', name: 'Ann "Annie" Lee, PhD', phone: '+1 555 123 4567', consent: '1',
    lead_source: 'format_3', newExtraFields: JSON.stringify(fields), poptin_view_id: 'view1', ...extra,
  });
};

test('call 6 stores the conversion with every field and answers the conversion code', async () => {
  const r = await post(s, '/api/display/conversion/viewer0001', lead(), FORM);
  assert.is(r.status, 200);
  assert.is(r.headers.get('access-control-allow-origin'), '*');
  const a = await r.json();
  assert.is(a.success, true);
  assert.ok(/^[0-9a-f]{16}$/.test(a.conversion_id));
  assert.is(a.integration.conversion_code, '<meta name="poptin-conversion" content="1">');
  const row = s.db.prepare('SELECT * FROM conversions WHERE conversion_id = ?').get(a.conversion_id);
  assert.is(row.viewer_id, 'viewer0001');
  assert.is(row.popup_id, 'fmt03lightbox');
  assert.is(row.client_id, 'demo');
  assert.is(row.email, 'Ann@Example.org');
  assert.is(row.trigger, 'sec');
  assert.is(row.p_target, 'lead');
  assert.is(row.poptin_view_id, 'view1');
  assert.is(row.browser_language, 'en-US');
  const fields = JSON.parse(row.fields);
  assert.is(fields.phone, '+1 555 123 4567');
  assert.is(fields.lead_source, 'format_3');
  assert.is(fields.consent, '1');
  assert.is(JSON.parse(row.new_extra_fields)[1].value, 'Ann "Annie" Lee, PhD');
});

test('call 6 accepts JSON as text/plain; a popup without an integration answers an empty code', async () => {
  const body = Object.fromEntries(lead({ poptin_id: 'fmt01lightbox', email: 'bob@example.net' }));
  const r = await post(s, '/api/display/conversion/viewer0002', body);
  assert.is(r.status, 200);
  const a = await r.json();
  assert.equal(a.integration, { conversion_code: '' });
  assert.is(s.db.prepare('SELECT email FROM conversions WHERE conversion_id = ?').get(a.conversion_id).email, 'bob@example.net');
});

test('call 6 keeps every value of a repeated field (checkbox groups)', async () => {
  const body = lead({ poptin_id: 'fmt02lightbox' });
  body.append('likes', 'espresso');
  body.append('likes', 'filter');
  const a = await (await post(s, '/api/display/conversion/viewer0003', body, FORM)).json();
  const row = s.db.prepare('SELECT fields FROM conversions WHERE conversion_id = ?').get(a.conversion_id);
  assert.equal(JSON.parse(row.fields).likes, ['espresso', 'filter']);
});

test('call 6: a form field named like a column (title, url, poptin_id) does not fail the request; the column takes the first value', async () => {
  const body = lead({ poptin_id: 'fmt04lightbox', title: 'Format 4' });
  // the form's own fields come after the named ones (src/features/form/conversion-body.ts)
  body.append('title', 'Dr');
  body.append('url', 'https://my.site.example/');
  body.append('poptin_id', 'x');
  const r = await post(s, '/api/display/conversion/viewer0005', body, FORM);
  assert.is(r.status, 200);
  const row = s.db.prepare('SELECT * FROM conversions WHERE conversion_id = ?').get((await r.json()).conversion_id);
  assert.is(row.popup_id, 'fmt04lightbox');
  assert.is(row.title, 'Format 4');
  assert.is(row.url, 'http://127.0.0.1:1/demo/p/format-3');
  const fields = JSON.parse(row.fields);
  assert.equal(fields.title, ['Format 4', 'Dr'], 'every value kept in the stored fields');
  assert.equal(fields.url, ['http://127.0.0.1:1/demo/p/format-3', 'https://my.site.example/']);
  // the repeated values are still checked as lead fields
  const long = lead({ poptin_id: 'fmt04lightbox' });
  long.append('title', 'x'.repeat(9000));
  assert.is((await post(s, '/api/display/conversion/viewer0005', long, FORM)).status, 400);
  // a JSON body cannot repeat a name: a list in a column is still refused
  const json = { ...Object.fromEntries(lead({ poptin_id: 'fmt04lightbox' })), title: ['a', 'b'] };
  assert.is((await post(s, '/api/display/conversion/viewer0005', json)).status, 400);
});

test('call 6: a repeated idempotency_key is stored once and answered with the first conversion id', async () => {
  const n = count(s, 'conversions');
  const body = () => lead({ poptin_id: 'fmt05lightbox', idempotency_key: 'mk4l2x0r9q8w7e6', email: 'once@example.org' });
  const first = await (await post(s, '/api/display/conversion/viewer0006', body(), FORM)).json();
  // the same lead again (its answer was lost), in parallel twice more (two tabs retrying)
  const again = await Promise.all([1, 2, 3].map(() => post(s, '/api/display/conversion/viewer0006', body(), FORM).then((r) => r.json())));
  assert.is(count(s, 'conversions'), n + 1, 'one row for one key');
  for (const a of again) assert.equal(a, first, 'the same answer: success, the first conversion id, the code');
  const row = s.db.prepare('SELECT idempotency_key, email FROM conversions WHERE conversion_id = ?').get(first.conversion_id);
  assert.equal(row, { idempotency_key: 'mk4l2x0r9q8w7e6', email: 'once@example.org' });
  // another key is another lead; no key (an older client) is never deduplicated
  await post(s, '/api/display/conversion/viewer0006', lead({ poptin_id: 'fmt05lightbox', idempotency_key: 'other-key_1' }), FORM);
  await post(s, '/api/display/conversion/viewer0006', lead({ poptin_id: 'fmt05lightbox' }), FORM);
  await post(s, '/api/display/conversion/viewer0006', lead({ poptin_id: 'fmt05lightbox' }), FORM);
  assert.is(count(s, 'conversions'), n + 4);
  // the key is a visit column, not a lead field of the owner's export
  const j = await (await get(s, '/owner/leads.json?client=demo')).json();
  assert.is(j.leads.find((l) => l.conversion_id === first.conversion_id).fields.idempotency_key, undefined);
});

test('malformed conversions are refused and store nothing', async () => {
  const before = counts(s);
  const cases = [
    ['viewer0004', lead({ poptin_id: '' }), 400],
    ['viewer0004', lead({ poptin_id: 'zzzzzzzzzzzzz' }), 404],
    ['viewer0004', lead({ poptin_id: 'bad' }), 400],
    ['viewer0004', lead({ client_id: 'restricted' }), 400],
    ['viewer0004', lead({ email: 'not an email' }), 400],
    ['viewer0004', lead({ newExtraFields: '{"a":1}' }), 400],
    ['viewer0004', lead({ newExtraFields: '[oops' }), 400],
    ['viewer0004', lead({ idempotency_key: 'bad key!' }), 400],
    ['viewer0004', lead({ idempotency_key: 'k'.repeat(65) }), 400],
    ['bad%20viewer', lead(), 400],
    // the path's viewer id has the shape the docs give ids ([A-Za-z0-9_-]{1,64})
    [encodeURIComponent('bad id!'), lead(), 400],
    ['bad%21', lead(), 400],
    ['a%2Fb', lead(), 400],
    ['x'.repeat(65), lead(), 400],
    ['viewer0004', 'poptin_id=fmt03lightbox&email=' + 'x'.repeat(9000) + '@a.co', 400],
  ];
  for (const [viewer, body, status] of cases) {
    const r = await post(s, `/api/display/conversion/${viewer}`, body, FORM);
    assert.is(r.status, status, String(body).slice(0, 80));
    assert.type((await r.json()).error, 'string');
  }
  assert.is((await post(s, '/api/display/conversion/viewer0004', 'not json')).status, 400);
  assert.equal(counts(s), before);
});

test('csvCell quotes quotes, commas and line breaks, and defuses formulas', () => {
  assert.is(csvCell('plain'), 'plain');
  assert.is(csvCell('a,b'), '"a,b"');
  assert.is(csvCell('say "hi"'), '"say ""hi"""');
  assert.is(csvCell('two\nlines'), '"two\nlines"');
  assert.is(csvCell('=SUM(A1)'), "'=SUM(A1)");
  assert.is(csvCell(['a', 'b']), 'a; b');
  assert.is(csvCell(null), '');
  assert.is(csvCell(' -5 cups'), "' -5 cups");
  assert.is(csvCell(' hello'), ' hello', 'leading space alone is text');
  assert.is(csvCell('\u00a0Ann'), '\u00a0Ann');
});

test('csvCell: a formula behind whitespace or invisible characters is defused like a leading =', () => {
  // what a spreadsheet skips before it reads a formula: line breaks, spaces (no-break,
  // ideographic, thin), tabs, a BOM, zero-width and bidi marks, in any mix
  const leads = ['\n', ' ', '  ', '\r\n', '\t', '\u00a0', '\u3000', '\u2009', '\ufeff', '\u200b', '\u200c', '\u200d', '\u2060', '\u200e', '\u202e', '\u00ad', '\u0000', ' \u200b\u00a0\n'];
  for (const lead of leads) {
    for (const f of ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\uff1d1+1']) {
      const cell = csvCell(lead + f);
      const text = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      assert.is(text, "'" + lead + f, JSON.stringify(lead + f));
    }
  }
  assert.is(leadsCsv([]), 'conversion_id,created_at,poptin_id,poptin_name,email,url,trigger,viewer_id,poptin_view_id,extra_button,coupon,prize_id,prize_label,prize_code\r\n');
});

test('the owner exports every lead with its fields as JSON and quoted CSV', async () => {
  const j = await (await get(s, '/owner/leads.json?client=demo')).json();
  assert.is(j.leads.length, count(s, 'conversions'));
  const first = j.leads[0];
  assert.is(first.poptin_id, 'fmt03lightbox');
  assert.is(first.fields.name, 'Ann "Annie" Lee, PhD');
  assert.is(first.fields.url, undefined, 'visit columns are not lead fields');
  assert.ok(first.poptin_name.startsWith('Lightbox format 3'));

  const r = await get(s, '/owner/leads.csv?client=demo');
  assert.is(r.status, 200);
  assert.is(r.headers.get('content-type'), 'text/csv; charset=utf-8');
  assert.ok(r.headers.get('content-disposition').includes('leads-demo.csv'));
  const text = (await r.text()).replace(/^\ufeff/, '');
  const lines = text.split('\r\n');
  const header = lines[0].split(',');
  assert.equal(header.slice(0, 11), ['conversion_id', 'created_at', 'poptin_id', 'poptin_name', 'email', 'url', 'trigger', 'viewer_id', 'poptin_view_id', 'extra_button', 'coupon']);
  assert.ok(header.includes('phone') && header.includes('lead_source') && header.includes('likes'));
  assert.ok(!header.slice(9).includes('email'), 'the email column is not repeated');
  assert.ok(lines[1].includes('"Ann ""Annie"" Lee, PhD"'));
  assert.ok(lines[1].includes("'+1 555 123 4567"));
  assert.is(lines.length, count(s, 'conversions') + 2, 'one line per lead, CRLF-terminated');

  assert.is((await get(s, '/owner/leads.csv')).status, 400);
  assert.is((await get(s, '/owner/leads.json?client=nobody')).status, 404);
});

test('P22: a coupon copy and a button conversion (no fields) are stored, and the owner sees the coupon and the button', async () => {
  // as features/coupon.js and features/button.js send them: the named keys, no lead fields
  const click = (extra) => {
    const b = lead(extra);
    for (const k of ['email', 'name', 'phone', 'consent', 'lead_source']) b.delete(k);
    b.set('newExtraFields', '[]');
    b.set('checkbox_checked', '0');
    b.set('poptin_id', 'coupondemo001');
    return b;
  };
  const c = await (await post(s, '/api/display/conversion/viewer0010', click({ coupon: 'SPRING15', extra_button: '', idempotency_key: 'cpn1' }), FORM)).json();
  const b = await (await post(s, '/api/display/conversion/viewer0010', click({ coupon: '', extra_button: 'Shop with the code', idempotency_key: 'btn1' }), FORM)).json();
  assert.ok(c.success && b.success);
  const rows = s.db.prepare('SELECT conversion_id, email, coupon, extra_button FROM conversions WHERE viewer_id = ? ORDER BY id').all('viewer0010');
  assert.equal(rows.map((r) => [r.email, r.coupon, r.extra_button]), [['', 'SPRING15', ''], ['', '', 'Shop with the code']]);
  const j = await (await get(s, '/owner/leads.json?client=demo')).json();
  const mine = j.leads.filter((l) => l.viewer_id == 'viewer0010');
  assert.equal(mine.map((l) => [l.coupon, l.extra_button, Object.keys(l.fields)]), [['SPRING15', '', []], ['', 'Shop with the code', []]]);
  const csv = (await (await get(s, '/owner/leads.csv?client=demo')).text()).split('\r\n');
  assert.ok(csv.some((l) => l.startsWith(c.conversion_id) && l.includes(',SPRING15')), 'the coupon column in the CSV');
  assert.is((await post(s, '/api/display/conversion/viewer0010', click({ coupon: 'X'.repeat(257) }), FORM)).status, 400, 'a coupon is at most 256 characters');
});

test('data survives a restart on the same data folder', async () => {
  await post(s, '/api/display/viewed/fmt01lightbox', { viewer_id: 'v9', type: 'mobile' });
  const before = counts(s);
  const popups = s.db.prepare('SELECT count(*) AS n FROM popups').get().n;
  const dataDir = s.dataDir;
  await s.close();
  s = await start({ dataDir });
  assert.equal(counts(s), before);
  assert.is(s.db.prepare('SELECT count(*) AS n FROM popups').get().n, popups);
  const j = await (await get(s, '/owner/leads.json?client=demo')).json();
  assert.is(j.leads.length, before.conversions);
  const r = await post(s, '/api/display/viewed/fmt01lightbox', { viewer_id: 'v10' });
  assert.is(r.status, 200);
  assert.is(count(s, 'views'), before.views + 1);
});

test.run();
