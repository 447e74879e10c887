// Reads of the seeded configuration (clients, popups) and of the leads the owner exports.
// Writes of reports go through insert() in db.mjs, one row per call.

const parse = (row) => (row ? { ...row, json: JSON.parse(row.json) } : null);

export function getClient(db, id) {
  const row = db.prepare('SELECT id, json FROM clients WHERE id = ?').get(id);
  return row ? { id: row.id, ...JSON.parse(row.json) } : null;
}

export function getPopup(db, id) {
  return parse(db.prepare('SELECT * FROM popups WHERE id = ?').get(id));
}

export function clientPopups(db, clientId) {
  return db.prepare('SELECT * FROM popups WHERE client_id = ? ORDER BY id').all(clientId).map(parse);
}

/** Every popup with a demo page, in the seed's page order (index page of the demo site). */
export function pagedPopups(db) {
  return db.prepare('SELECT * FROM popups WHERE page IS NOT NULL ORDER BY rowid').all().map(parse);
}

export function allPopups(db) {
  return db.prepare('SELECT * FROM popups ORDER BY rowid').all().map(parse);
}

/** The leads of one client, oldest first, each with its submitted fields: the body minus
 *  `named`, call 6's fields that describe the visit (routes/conversion.mjs NAMED). */
export function leads(db, clientId, named) {
  const rows = db.prepare(
    `SELECT c.*, p.json AS popup_json FROM conversions c LEFT JOIN popups p ON p.id = c.popup_id
     WHERE c.client_id = ? ORDER BY c.id`,
  ).all(clientId);
  return rows.map((r) => {
    const body = JSON.parse(r.fields);
    const fields = {};
    for (const [k, v] of Object.entries(body)) if (!named.has(k)) fields[k] = v;
    return {
      conversion_id: r.conversion_id,
      created_at: r.created_at,
      client_id: r.client_id,
      poptin_id: r.popup_id,
      poptin_name: r.popup_json ? JSON.parse(r.popup_json).poptin_name : '',
      viewer_id: r.viewer_id,
      poptin_view_id: r.poptin_view_id,
      email: r.email,
      url: r.url,
      trigger: r.trigger,
      // P22: the button that counted the conversion, the coupon the visitor copied
      extra_button: r.extra_button,
      coupon: r.coupon,
      // P23: the prize a game drew for the visitor
      prize_id: r.prize_id,
      prize_label: r.prize_label,
      prize_code: r.prize_code,
      fields,
      extra_fields: JSON.parse(r.new_extra_fields),
    };
  });
}
