// Part 6 of bench/run.mjs (ONLY=store, issue 24): Lighthouse on the mock Shopify store, the way
// Shopify judges an app (shopify.dev/docs/apps/best-practices/performance/storefront): mobile
// Lighthouse before and after the app, the scores weighted home 17 %, most visited product 40 %,
// most visited collection 43 %; an app may cost at most 10 points. The bounds are ours:
// 1 point with nothing to show, 2 with a popup armed. server/store/pages.mjs `?embed=` picks the
// variant of the same page (off: no tag of ours; idle, armed: the app embed for the seed's
// store-idle and store-armed clients); `&theme=dawn` the same pages in a real theme's weight.
import { lighthouseRuns } from './lighthouse.mjs';

export const STORE_PAGES = [['home', '/demo/store/', 17], ['product', '/demo/store/products/house-blend', 40], ['collection', '/demo/store/collections/coffee', 43]];
const VARIANTS = [['off', 'no tag of ours'], ['idle', 'app embed, nothing to show'], ['armed', 'app embed, a popup armed (60 s timer)']];
const BOUND = { idle: 1, armed: 2 };

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (n) => n.toFixed(n < 100 ? 1 : 0);

/** Shopify's weighted mean of the pages' scores: `score(name)` → a page's score */
export const weighted = (score) => STORE_PAGES.reduce((s, [name, , w]) => s + (score(name) * w) / 100, 0);

// the light mock store as it is, and the same pages in a real theme's weight (?theme=dawn,
// server/store/theme.mjs: a theme that scores well below 100 on its own, so a cost can show)
// (STORE_THEMES=dawn runs one of them: more runs of the one that can show a cost, in the same time)
const THEMES = [['light', '', 'the mock store as it is (a light theme)'], ['dawn', '&theme=dawn', "a real theme's weight (?theme=dawn: its stylesheet, hero image and deferred bundle)"]].filter(
  ([n]) => !process.env.STORE_THEMES || process.env.STORE_THEMES.split(',').includes(n),
);

/** Scores the 3 pages x 3 variants x 2 themes, `runs` each, all 18 interleaved, against the
 *  server at `api` (its own dist/ as the extension's asset), and prints the Markdown tables per
 *  theme. */
export async function storeLighthouse(api, runs) {
  const url = (path, v, t) => `${api}${path.replace(/^\//, '')}?embed=${v}${t}`;
  const urls = THEMES.flatMap(([, t]) => STORE_PAGES.flatMap(([, p]) => VARIANTS.map(([v]) => url(p, v, t))));
  const res = await lighthouseRuns(urls, runs);
  console.log(`\n### Lighthouse on the mock store\n`);
  if (!res) return console.log('lighthouse is not installed (devDependency; or LIGHTHOUSE_DIR=/path/to/node_modules/lighthouse): skipped.');
  console.log(`Median of ${runs} runs per page, variant and theme, the ${urls.length} interleaved; performance category, Lighthouse's default`);
  console.log(`mobile settings (simulated slow 4G, 4x CPU), our build. The store, the display API and dist/ on one origin (the reference server).`);
  for (const [theme, t, about] of THEMES) {
    console.log(`\n#### Theme: ${theme}, ${about}\n`);
    console.log('| page | variant | performance score | Total Blocking Time ms | of it our own long tasks ms (mean; runs with one) | Largest Contentful Paint ms | scores of the runs |\n|---|---|---:|---:|---:|---:|---|');
    const score = {};
    for (const [name, p] of STORE_PAGES)
      for (const [v, label] of VARIANTS) {
        const rs = res[url(p, v, t)];
        score[name + v] = median(rs.map((r) => r.score));
        const own = rs.map((r) => r.own);
        console.log(`| ${name} (${p}) | ${v}: ${label} | ${score[name + v]} | ${ms(median(rs.map((r) => r.tbt)))} | ${ms(own.reduce((a, b) => a + b, 0) / own.length)} (${own.filter(Boolean).length} of ${own.length}) | ${ms(median(rs.map((r) => r.lcp)))} | ${rs.map((r) => r.score).join(', ')} |`);
      }
    const off = weighted((name) => score[name + 'off']);
    console.log('\n| variant | weighted score (17/40/43) | cost against off, points | within |\n|---|---:|---:|---|');
    for (const [v, label] of VARIANTS) {
      const w = weighted((name) => score[name + v]);
      const cost = off - w;
      const within = BOUND[v] ? `${cost <= BOUND[v] ? 'yes' : 'NO'} (at most ${BOUND[v]}; Shopify's bar: 10)` : '–';
      console.log(`| ${v}: ${label} | ${w.toFixed(1)} | ${v == 'off' ? '–' : cost.toFixed(1)} | ${within} |`);
    }
  }
}
