// Visitor storage keys that more than one rung reads or writes (spec §3 "Visitor storage"): the
// loader, the form and features/lead.js (which a page view with a lead waiting loads without the
// engine). The engine's own are in src/engine/keys.ts.

export const CONVERSION_ID = 'poptin_conversion_id'; // 365 d
/** localStorage: the converted visitor's email, lower-cased */
export const EMAIL = 'poptin_converted_email';
/** localStorage + idempotency key: a lead call 6 has not acknowledged yet (features/lead/lead.ts) */
export const LEAD = 'poptin_lead_';
/** localStorage: the flag earlier builds kept while leads waited; features/lead.js removes it */
export const LEADS = 'poptin_leads';
