// The reference server's embedded database (docs/CONTRIBUTING.md "The tree"): popups and their
// templates, every report the client sends (calls 5–10), and the widget's settings and reports
// (migration 3). Migrations are numbered steps applied in order; PRAGMA user_version records how
// many ran, so a data folder from an older server upgrades in place and nothing is lost on restart.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const DB_FILE = 'poptin.sqlite';

/** Columns shared by the reporting tables: what calls 5, 7, 8 and 9 carry about the visitor. */
const visitor = `
  url TEXT NOT NULL DEFAULT '',
  store_integration TEXT NOT NULL DEFAULT '',
  store_integration_customer_id TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const MIGRATIONS = [
  // 1: the schema of issue 2.
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE clients (
    id TEXT PRIMARY KEY,
    json TEXT NOT NULL,
    seeded INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE popups (
    id TEXT PRIMARY KEY CHECK (length(id) = 13),
    client_id TEXT NOT NULL,
    page TEXT,
    lang TEXT NOT NULL DEFAULT 'en',
    conversion_code TEXT NOT NULL DEFAULT '',
    json TEXT NOT NULL,
    template TEXT NOT NULL,
    seeded INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX popups_client ON popups (client_id, page);
  CREATE TABLE views (
    id INTEGER PRIMARY KEY,
    view_id TEXT NOT NULL UNIQUE,
    popup_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    viewer_id TEXT NOT NULL,
    trigger TEXT NOT NULL DEFAULT '',
    type TEXT NOT NULL DEFAULT '',
    converted_email TEXT NOT NULL DEFAULT '',${visitor}
  );
  CREATE TABLE closes (
    id INTEGER PRIMARY KEY,
    popup_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    converted_email TEXT NOT NULL DEFAULT '',${visitor}
  );
  CREATE TABLE activities (
    id INTEGER PRIMARY KEY,
    client_id TEXT NOT NULL,
    popup_id TEXT NOT NULL,
    email TEXT NOT NULL,
    activity TEXT NOT NULL CHECK (activity IN ('viewed', 'closed')),${visitor}
  );
  CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    client_id TEXT NOT NULL,
    email TEXT NOT NULL DEFAULT '',${visitor}
  );
  CREATE TABLE limit_logs (
    id INTEGER PRIMARY KEY,
    client_id TEXT NOT NULL,
    restriction_id TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
  CREATE TABLE conversions (
    id INTEGER PRIMARY KEY,
    conversion_id TEXT NOT NULL UNIQUE,
    viewer_id TEXT NOT NULL,
    popup_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    email TEXT NOT NULL DEFAULT '',
    p_target TEXT NOT NULL DEFAULT '',
    checkbox_checked TEXT NOT NULL DEFAULT '',
    referrer TEXT NOT NULL DEFAULT '',
    previous_url TEXT NOT NULL DEFAULT '',
    trigger TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL DEFAULT '',
    visitor TEXT NOT NULL DEFAULT '',
    facebook_messanger_data_ref TEXT NOT NULL DEFAULT '',
    origin_landing_page TEXT NOT NULL DEFAULT '',
    previous_visited_pages TEXT NOT NULL DEFAULT '',
    previous_visited_pages_with_current_page TEXT NOT NULL DEFAULT '',
    previous_visited_pages_with_time_stamp TEXT NOT NULL DEFAULT '',
    all_visited_pages TEXT NOT NULL DEFAULT '',
    browser_language TEXT NOT NULL DEFAULT '',
    operating_system TEXT NOT NULL DEFAULT '',
    new_extra_fields TEXT NOT NULL DEFAULT '[]',
    leader_request_cookie TEXT NOT NULL DEFAULT '',
    extra_button TEXT NOT NULL DEFAULT '',
    coupon TEXT NOT NULL DEFAULT '',
    poptin_view_id TEXT NOT NULL DEFAULT '',
    fields TEXT NOT NULL,${visitor}
  );
  CREATE INDEX conversions_client ON conversions (client_id, id);
  `,
  // 2: call 6's idempotency key (issue 7, "no lead is lost"): the client sends a lead again until
  // it is acknowledged, so a key already stored for the client is the same lead, stored once.
  // Conversions without a key ('', older clients) are not constrained.
  `
  ALTER TABLE conversions ADD COLUMN idempotency_key TEXT NOT NULL DEFAULT '';
  CREATE UNIQUE INDEX conversions_key ON conversions (client_id, idempotency_key) WHERE idempotency_key <> '';
  `,
  // 3: the contact-channel widget (issue 10, docs/widget-api.md): settings by site id, the
  // analytics of §7 calls 1–4, contact-form submissions (call 5) with their uploaded files, and
  // the captcha stand-in's spent tokens (a token verifies once).
  `
  CREATE TABLE widget_sites (
    id TEXT PRIMARY KEY,
    lang TEXT NOT NULL DEFAULT 'en',
    json TEXT NOT NULL,
    seeded INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE widget_clicks (
    id INTEGER PRIMARY KEY,
    site_id TEXT NOT NULL,
    widget_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('widget', 'channel')),
    channel TEXT NOT NULL DEFAULT '',
    channels TEXT NOT NULL DEFAULT '[]',
    is_single INTEGER NOT NULL DEFAULT 0,
    user_id TEXT NOT NULL,
    is_mobile INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
  CREATE TABLE widget_views (
    id INTEGER PRIMARY KEY,
    site_id TEXT NOT NULL,
    widget_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('widget', 'channel')),
    channels TEXT NOT NULL DEFAULT '[]',
    is_open INTEGER NOT NULL DEFAULT 0,
    is_single INTEGER NOT NULL DEFAULT 0,
    user_id TEXT NOT NULL,
    is_mobile INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
  CREATE TABLE widget_submissions (
    id INTEGER PRIMARY KEY,
    submission_id TEXT NOT NULL UNIQUE,
    site_id TEXT NOT NULL,
    widget_id TEXT NOT NULL,
    channel TEXT NOT NULL,
    ref_url TEXT NOT NULL DEFAULT '',
    page_id TEXT NOT NULL DEFAULT '',
    page_title TEXT NOT NULL DEFAULT '',
    fields TEXT NOT NULL,
    custom_fields TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
  CREATE INDEX widget_submissions_site ON widget_submissions (site_id, id);
  CREATE TABLE widget_files (
    id INTEGER PRIMARY KEY,
    submission_id TEXT NOT NULL REFERENCES widget_submissions (submission_id),
    slug TEXT NOT NULL,
    stored_name TEXT NOT NULL UNIQUE,
    original_name TEXT NOT NULL,
    type TEXT NOT NULL DEFAULT '',
    size INTEGER NOT NULL
  );
  CREATE TABLE widget_captcha_spent (
    token_id TEXT PRIMARY KEY,
    expires INTEGER NOT NULL
  );
  `,
  // 4: the games' server draw (issue 23, docs/display-api.md "Play"): one play per (popup,
  // viewer) and per (popup, lower-cased email), kept by unique indexes; the codes pools, a code
  // taken by at most one play; call 6's prize as columns of the lead.
  `
  CREATE TABLE plays (
    id INTEGER PRIMARY KEY,
    popup_id TEXT NOT NULL,
    viewer_id TEXT NOT NULL,
    email TEXT NOT NULL DEFAULT '',
    prize_index INTEGER NOT NULL,
    prize_id TEXT NOT NULL DEFAULT '',
    label TEXT NOT NULL DEFAULT '',
    is_winner INTEGER NOT NULL,
    code TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
  CREATE UNIQUE INDEX plays_viewer ON plays (popup_id, viewer_id);
  CREATE UNIQUE INDEX plays_email ON plays (popup_id, email) WHERE email <> '';
  CREATE TABLE prize_codes (
    id INTEGER PRIMARY KEY,
    popup_id TEXT NOT NULL,
    prize_id TEXT NOT NULL,
    code TEXT NOT NULL,
    play_id INTEGER UNIQUE REFERENCES plays (id),
    seeded INTEGER NOT NULL DEFAULT 0,
    UNIQUE (popup_id, code)
  );
  CREATE INDEX prize_codes_free ON prize_codes (popup_id, prize_id, play_id);
  ALTER TABLE conversions ADD COLUMN prize_id TEXT NOT NULL DEFAULT '';
  ALTER TABLE conversions ADD COLUMN prize_label TEXT NOT NULL DEFAULT '';
  ALTER TABLE conversions ADD COLUMN prize_code TEXT NOT NULL DEFAULT '';
  `,
  // 5: a store's shopper signals (issue 24, docs/display-api.md "13. Browse abandonment"): the
  // products a logged-in shopper viewed or has in the cart, as call 13 sends them.
  `
  CREATE TABLE browse_abandonment (
    id INTEGER PRIMARY KEY,
    client_id TEXT NOT NULL,
    customer TEXT NOT NULL,
    data_for TEXT NOT NULL,
    products TEXT NOT NULL,
    total_cart_value REAL NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
  CREATE INDEX browse_abandonment_client ON browse_abandonment (client_id, customer);
  `,
  // 6: call 14, Wix's ordered products (issue 24, docs/display-api.md "14. Wix ordered
  // products"): one row per product of a member's order.
  `
  CREATE TABLE ordered_products (
    id INTEGER PRIMARY KEY,
    client_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    product_id TEXT NOT NULL,
    product_name TEXT NOT NULL DEFAULT '',
    category TEXT NOT NULL DEFAULT '',
    source_table TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
  CREATE INDEX ordered_products_client ON ordered_products (client_id, created_at);
  `,
  // 7: the theme's newsletter sign-ups (call 13, T15) and its split-test counts per test,
  // subject and record type (call 11, T16) (issue 26, server/theme/ajax.mjs)
  `
  CREATE TABLE theme_signups (
    id INTEGER PRIMARY KEY,
    list_id TEXT NOT NULL,
    provider TEXT NOT NULL,
    account TEXT NOT NULL,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL,
    ip_address TEXT NOT NULL DEFAULT '',
    checksum TEXT NOT NULL DEFAULT '',
    custom_fields TEXT NOT NULL DEFAULT '{}',
    hidden_fields TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
  CREATE TABLE theme_split_stats (
    test_id TEXT NOT NULL,
    subject_id TEXT NOT NULL,
    record_type TEXT NOT NULL,
    count INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (test_id, subject_id, record_type)
  );
  `,
  // 8: T14 the theme contact form's submissions (issue 26, call 14, server/theme/contact.mjs):
  // the visible fields as JSON, the names conditional logic hid (a JSON list).
  `
  CREATE TABLE theme_contact (
    id INTEGER PRIMARY KEY,
    fields TEXT NOT NULL,
    hidden TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
  `,
  // 9: the contact-form plugin's submissions on the demo origin (issue 26, C03, call 7;
  // server/theme/cf7.mjs): what feedback did not refuse (sent, spam, aborted, failed…), its
  // fields as JSON (name → the values joined)
  `
  CREATE TABLE cf7_submissions (
    id INTEGER PRIMARY KEY,
    form_id INTEGER NOT NULL,
    unit_tag TEXT NOT NULL,
    status TEXT NOT NULL,
    fields TEXT NOT NULL,
    posted_data_hash TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
  `,
];

/** Opens (creating if needed) the database in dataDir and brings its schema up to date. */
export function openDb(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DB_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

export function migrate(db) {
  const done = db.pragma('user_version', { simple: true });
  for (let i = done; i < MIGRATIONS.length; i++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[i]);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
}

export const schemaVersion = () => MIGRATIONS.length;

/**
 * Inserts one row in a transaction and returns its rowid, or 0 when `conflict` (an ON CONFLICT
 * … DO NOTHING clause) kept it out. Column names come from our own code (never from a request),
 * values are bound parameters.
 */
export function insert(db, table, row, conflict = '') {
  const cols = Object.keys(row);
  const sql = `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => '@' + c).join(', ')}) ${conflict}`;
  return db.transaction(() => {
    const r = db.prepare(sql).run(row);
    return r.changes ? Number(r.lastInsertRowid) : 0;
  })();
}
