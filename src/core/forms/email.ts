// The one email rule of the forms (issue 26, "one forms core"): the contact-form plugin's email
// rule (widget-and-theme.md §5.2), the theme contact form's (§5.3) and the newsletter's "standard
// email pattern" (§5.4), which say the same thing: at least 6 characters, exactly one @, a local
// part of the allowed characters, and a domain of at least two dot-separated labels (so no empty
// label: no leading, trailing or doubled dot), each of letters, digits and hyphens, neither
// starting nor ending with a hyphen. Pure, tested in plain Node.

/** the characters a local part may hold (RFC 5322's atext and the dot) */
const LOCAL = /^[\w!#$%&'*+/=?^`{|}~.-]+$/;
/** one label of the domain */
const LABEL = /^[a-z\d]([a-z\d-]*[a-z\d])?$/i;

/** Whether `v` (already trimmed by the caller when it trims) is an email address by the rule */
export function email(v: string): boolean {
  const p = v.split('@'),
    d = (p[1] || '').split('.');
  return v.length > 5 && p.length == 2 && LOCAL.test(p[0]) && d.length > 1 && d.every((l) => LABEL.test(l));
}
