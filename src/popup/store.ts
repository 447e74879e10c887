// The storefront fields of the display API's calls (spec §7; docs/behaviour.md P02, P27), in one
// place: which of them each call carries. A sender spreads its call's object and writes no
// storefront field of its own, so a field the storefront issue adds, or fills, is added here.
// Empty until that store adapter fills them, so every payload has its final shape now.
//
// Call 1 carries the pair too in §7, with the cart (wix_cart_id, cart_total_items,
// cart_total_price, cart_products_ids_list, cart_products_org_ids_list), but leaves them all out
// until the adapter reads a cart (P02): call 1 is the loader's, and loader.js, every page view's,
// would pay for empty names. Call 8 is the loader's as well: the build copies STORE into
// loader.js (it imports no chunk), so an adapter that fills STORE at run time fills calls 5, 6, 7
// and 9 only and must hand the loader its values for calls 1 and 8.

/** Calls 5 (engine/reporting.ts), 6 (features/form/conversion-body.ts), 7 and 9 (engine/reporting.ts)
 *  and 8 (loader/loader.ts): the store platform and the shopper's id on it. */
export const STORE = { store_integration: '', store_integration_customer_id: '' };
