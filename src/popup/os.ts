// Call 2 and call 6 operating_system (spec §7): one vocabulary for both, so the reports agree.
// engine.js carries it; features/form.js imports it from there.

/** name[:pattern], in order: Android user agents say Linux too, iOS ones "like Mac OS X" */
const OS = 'Windows,Android,iOS:iP(hone|ad|od),Mac OS:Mac,Chrome OS:CrOS,Linux';

/** The operating system a user agent string names: 'Windows', 'Android', 'iOS', 'Mac OS',
 *  'Chrome OS', 'Linux' or 'Unknown'. */
export function os(ua: string): string {
  for (const s of OS.split(',')) {
    const [n, r] = s.split(':');
    if (RegExp(r || n).test(ua)) return n;
  }
  return 'Unknown';
}
