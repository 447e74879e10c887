// What the theme's Chromium tests share (docs/theme.md; issue 25): axe-core on the page itself
// under the demo's strict CSP (evaluated through the DevTools protocol, which the page's policy
// does not govern: an inline script tag would be refused), the CSP violations a page reported,
// the layout shift it had without input, and the chunks of the theme's graph it fetched.
import { axeSource } from './audit.mjs';

const AXE = axeSource();

/** axe-core's WCAG 2.x A/AA violations in `sel` (the whole document by default), as lines */
export async function axeTheme(page, sel = 'body') {
  if (!(await page.evaluate(() => !!window.axe))) await page.evaluate(AXE);
  return page.evaluate(
    (sel) =>
      window.axe
        .run(document.querySelector(sel), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] })
        .then((r) => r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`)),
    sel,
  );
}

/** Before the page's scripts: record CSP violations (window.__csp) and layout shifts without
 *  recent input (window.__cls, their sum). Pass as open()'s `init`. */
export const recordPage = () => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
  window.__cls = 0;
  new PerformanceObserver((l) => l.getEntries().forEach((x) => x.hadRecentInput || (window.__cls += x.value))).observe({ type: 'layout-shift', buffered: true });
};

/** the theme chunks a page asked for, by name ('accordion', 'core', …) */
export const themeChunks = (requests) => requests.filter((u) => /\/v\/\w+\/theme\/[\w-]+\.js$/.test(u)).map((u) => u.replace(/^.*\/theme\/|\.js$/g, ''));
