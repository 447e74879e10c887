// The cookies the loader keeps and the engine reads (spec §3 "Visitor storage", §9 lifetimes):
// here, with the loader that owns them, so the loader imports nothing of the engine's folder; in
// the build they join engine.js, the one chunk that imports them (loader.js inlines its own).

/** cookie kept by the loader: number of 30-minute sessions so far (frequency rule 4) */
export const VISITS = 'poptin_visits';
/** cookie kept by the loader + client id: epoch ms the website session of that account started
 *  (1 min, refreshed every 20 s) */
export const SITE_START = 'poptin_site_start_';
