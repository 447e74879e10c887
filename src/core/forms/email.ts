// The one email rule of the forms (issue 26, "one forms core"): the contact-form plugin's email
// rule (widget-and-theme.md §5.2), the theme contact form's (§5.3) and the newsletter's "standard
// email pattern" (§5.4), which say the same thing: at least 6 characters, exactly one @, a local
// part of the allowed characters (with its dots between characters), and a domain of at least two dot-separated labels (so no empty
// label: no leading, trailing or doubled dot), each of letters, digits and hyphens, neither
// starting nor ending with a hyphen. Pure, tested in plain Node.

/** The rule as one pattern (smaller than its parts joined in code): 6 characters or more; a
 *  local part of RFC 5322's dot-atom, atext characters in runs joined by single dots (so no dot
 *  at either end or doubled: a mistyped address, whatever §5.2 leaves unsaid); one @; labels of
 *  letters, digits and inner hyphens, two or more, joined by single dots. */
const RULE = /^(?=.{6})[\w!#$%&'*+/=?^`{|}~-]+(\.[\w!#$%&'*+/=?^`{|}~-]+)*@([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z\d]([a-z\d-]*[a-z\d])?$/i;

/** Whether `v` (already trimmed by the caller when it trims) is an email address by the rule */
export const email = (v: string) => RULE.test(v);
