// Visitor storage keys that more than one rung reads or writes (spec §3 "Visitor storage"): the
// loader, the engine, the form, features/lead.js (which a page view with a lead waiting loads
// without the engine) and features/upgrade.js. The engine's own are in src/engine/keys.ts.
import type { Popup } from './wire';

/** cookie + popup id: 365 d, the popup's kind ('e' embedded, 'o' other; the engagement filter, §3) */
export const CONVERTED = 'poptin_converted_';
/** cookie: 1 d, the upgrade popup's 'Remind me later' */
export const REMIND = 'poptin_upgrade_remind';
/** a popup's kind in its view, closed and converted cookies */
export const kind = (p: Popup) => (p.poptin_type == 'embedded' ? 'e' : 'o');

export const CONVERSION_ID = 'poptin_conversion_id'; // 365 d
/** localStorage: the converted visitor's email, lower-cased */
export const EMAIL = 'poptin_converted_email';
/** localStorage + idempotency key: a lead call 6 has not acknowledged yet (features/lead/lead.ts) */
export const LEAD = 'poptin_lead_';
/** localStorage: the flag earlier builds kept while leads waited; features/lead.js removes it */
export const LEADS = 'poptin_leads';
/** localStorage: a Shopify store's last 3 product pages' product ids, newest first (§9), written
 *  by loader-store.js on every product page, read by the product block (features/products) */
export const RECENT = 'poptin_recent_products';
