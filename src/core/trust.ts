// Trusted Types (X03, issue 20): on a page whose CSP says `require-trusted-types-for 'script'`
// every HTML, script and script-address sink refuses a plain string. Everything we put into one
// goes through these helpers and one policy, named POLICY (README "Embed"), made at its first use:
// once per product (the popups' shared.js, the widget's widget/core.js each hold this module), so a
// page with both, or with two builds' scripts after a deploy, makes it twice: a page that lists
// trusted-types names lists `lightpop 'allow-duplicates'`. The helpers hand back DOM nodes, never a trusted value, so no other code on the page can
// turn a string into one through us. What a sink receives is decided by its caller, before:
// - inert(): html parsed in a <template>, where nothing runs or loads; the popup sanitiser and the
//   widget then pick what they keep from it;
// - scriptSrc(): addresses the caller checked (the captcha's and messaging SDK's allow-lists);
// - scriptText(): the owner's conversion code (P20), which runs by design.
import { log } from './log';

export const POLICY = 'lightpop';

/** the policy; 0 where the browser has none, or the page's `trusted-types` list refused ours
 *  (logged once: the sinks then fail as the page asked, and each caller logs that) */
let made: any;
const same = (s: string) => s;
const typed = (k: string, s: string): any => {
  if (made === undefined)
    try {
      made = (window as any).trustedTypes?.createPolicy(POLICY, { createHTML: same, createScript: same, createScriptURL: same }) || 0;
    } catch (e) {
      made = 0;
      log('Trusted Types refused ' + POLICY, e);
    }
  return made ? made[k](s) : s;
};

/** `html` parsed into an inert fragment (a template's content) */
export const inert = (html: string, doc = document): DocumentFragment => {
  const t = doc.createElement('template');
  t.innerHTML = typed('createHTML', html);
  return t.content;
};

/** a script element's address (the caller has checked it) */
export const scriptSrc = (s: HTMLScriptElement, url: string) => void (s.src = typed('createScriptURL', url));

/** a script element's code (the owner's conversion code only) */
export const scriptText = (s: HTMLScriptElement, code: string) => void (s.text = typed('createScript', code));
