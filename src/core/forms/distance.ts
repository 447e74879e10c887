// The one edit distance of the forms' "Did you mean X?" (suggest.ts): the popups' email field
// (§5 of the popups' spec, P19) and the widget's contact form (§5.1, W11) each decide with it how
// near a typed domain is to one of their list. Pure, tested in plain Node.

/** The steps from `a` to `b`: a letter changed, missing or extra; with `swaps` (the default)
 *  two neighbours swapped count once too (optimal string alignment: gmial.com is one step from
 *  gmail.com), without it twice (Levenshtein, the widget's reading of "2 edits"). */
export function distance(a: string, b: string, swaps = true): number {
  // three rows of the table: two rows up (for a swap), the one above, this one
  let pp: number[] = [];
  let p = [...Array(b.length + 1).keys()];
  for (let i = 1; i <= a.length; i++) {
    const q = [i];
    for (let j = 1; j <= b.length; j++) {
      q[j] = Math.min(p[j] + 1, q[j - 1] + 1, p[j - 1] + +(a[i - 1] != b[j - 1]));
      // (no bounds check: before the first letter a string reads undefined, equal to no letter)
      if (swaps && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) q[j] = Math.min(q[j], pp[j - 2] + 1);
    }
    pp = p;
    p = q;
  }
  return p[b.length];
}
