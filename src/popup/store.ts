// The storefront context that calls 1, 5, 6, 7, 8 and 9 carry (spec §7 store_integration,
// store_integration_customer_id): one place for it, empty until the storefront issue fills it
// (its store adapter), so every payload has its final shape now.
export const STORE = { store_integration: '', store_integration_customer_id: '' };
