// The one "Did you mean X?" of the forms: the popups' email field (features/email.js, P19) and
// the widget's contact form (widget/form.js, §5.1, W11), and the theme's forms to come. The
// domains and how near counts are each product's own (its spec's list, its thresholds), so both
// are parameters. Pure, tested in plain Node.

/** The address `v` with the first domain of `list` that `near(typed, domain)` accepts, the name
 *  before the last @ kept as typed; '' for an address with no name before its @, a domain of the
 *  list itself (in any case), or none near. */
export function suggest(v: string, list: readonly string[], near: (typed: string, domain: string) => unknown): string {
  const at = v.lastIndexOf('@');
  const d = v.slice(at + 1).toLowerCase();
  const hit = at > 0 && !list.includes(d) && list.find((c) => near(d, c));
  return hit ? v.slice(0, at + 1) + hit : '';
}
