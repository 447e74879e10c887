// theme/tabs.js (T05; spec widget-and-theme.md §2.3, §2.5): tabs printed as a row of in-page links
// to their panels, the first panel shown and the others `hidden` (docs/theme.md "Tabs"): what a
// visitor without the script gets (the theme's sheet shows a linked panel by :target). It makes
// them the WAI-ARIA tabs pattern (APG "Tabs with automatic activation"):
// - tablist, tab (aria-selected, aria-controls, a roving tabindex of 0 and -1) and tabpanel
//   (labelled by its tab, tabindex 0 so a panel without links can be reached);
// - Left and Right move to the previous and next tab and select it (mirrored right to left),
//   Home and End to the first and last, Space and Enter select;
// - §2.5: the hash `#<root id>|<n>` selects tab n (the first is 1), and a hash naming a tab's
//   anchor with or without its `tab-` prefix (`#tab-shipping`, `#shipping`) selects that tab, on
//   load, on hashchange and on a click on any link to it on the page;
// - a visitor's choice replaces the address's hash with the tab's anchor (history.replaceState:
//   a copied or reloaded address shows that tab, and Back does not step through the tabs).
import type { Theme } from '../types';

/** §2.5: a tab anchor with or without its `tab-` prefix names the same tab */
export const bare = (h: string) => h.replace(/^#?(tab-)?/, '');

export function init(root: HTMLElement, T: Theme) {
  const list = root.querySelector<HTMLElement>('.tab-list')!;
  // X05: a link whose panel is missing is no tab (it stays a link); no .tab-list throws here,
  // before any change, and theme.js logs it
  const panel = (a: HTMLAnchorElement) => document.getElementById(a.hash.slice(1))!;
  const tabs = [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].filter(panel);
  const panels = tabs.map(panel);
  const select = (i: number, own?: 1) => {
    if (!tabs[i]) return;
    tabs.forEach((a, j) => {
      a.setAttribute('aria-selected', '' + (i == j));
      a.tabIndex = i == j ? 0 : -1;
      panels[j].hidden = i != j;
    });
    own && history.replaceState(history.state, '', tabs[i].hash);
  };
  /** the tab a hash names (§2.5), -1 for none */
  const named = (h: string) => {
    const p = root.id && T.params(root.id)?.[0];
    return p ? +p - 1 : tabs.findIndex((a) => bare(a.hash) == bare(h));
  };
  const fromHash = () => {
    const i = named(location.hash);
    i >= 0 && select(i);
  };

  list.setAttribute('role', 'tablist');
  tabs.forEach((a, i) => {
    const p = panels[i];
    a.id ||= p.id + '-tab';
    a.setAttribute('role', 'tab');
    a.removeAttribute('aria-current');
    a.setAttribute('aria-controls', p.id);
    p.setAttribute('role', 'tabpanel');
    p.setAttribute('aria-labelledby', a.id);
    p.tabIndex = 0;
  });
  // the server printed one panel shown, the theme's sheet shows the one a tab hash targets: the
  // same tab is selected, so nothing moves as the script starts
  select(Math.max(0, panels.findIndex((p) => !p.hidden)));
  fromHash();
  // from here the panels follow `hidden` only: the sheet's :target rules are for no script
  root.classList.add('lp-on');
  window.addEventListener('hashchange', fromHash);

  // a click on a tab or on any link to one (§2.5): before theme.js's smooth scroll (capture),
  // which then scrolls to a panel that is shown
  document.addEventListener('click', (e) => {
    const a = (e.target as Element).closest?.('a[href*="#"]') as HTMLAnchorElement | null;
    let i = a ? tabs.indexOf(a) : -1;
    if (i >= 0) return e.preventDefault(), select(i, 1);
    if (!a || a.pathname != location.pathname || (i = tabs.findIndex((t) => bare(t.hash) == bare(a.hash))) < 0) return;
    select(i);
    // `#cold` names no element: the browser would not move, so go to the panel as theme.js would
    if (!document.getElementById(a.hash.slice(1))) e.preventDefault(), T.scroll(panels[i]), panels[i].focus({ preventScroll: true });
  }, true);

  list.addEventListener('keydown', (e) => {
    const n = tabs.length, k = e.key, at = tabs.indexOf(e.target as HTMLAnchorElement), rtl = getComputedStyle(list).direction == 'rtl';
    const i =
      k == 'Home' ? 0 : k == 'End' ? n - 1
      : k == 'ArrowRight' ? at + (rtl ? n - 1 : 1)
      : k == 'ArrowLeft' ? at + (rtl ? 1 : n - 1)
      : k == ' ' || k == 'Enter' ? at
      : -1;
    if (at < 0 || i < 0) return;
    e.preventDefault();
    select(i % n, 1);
    tabs[i % n].focus();
  });
}
