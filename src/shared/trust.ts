// Trusted Types (X03, issue 20): on a page whose CSP says `require-trusted-types-for 'script'`
// every HTML, script and script-address sink refuses a plain string. Everything we put into one
// goes through these three helpers and one policy, named POLICY (docs: README "Embed"). It is made
// at its first use, in shared.js, so the popups and the widget of one build share it (one module
// instance per build). The helpers hand back DOM nodes, never a trusted value, so no other code on
// the page can turn a string into one through us.
//
// What each sink receives is decided by its caller, before it gets here:
// - inert(): html parsed in a <template>, where nothing runs or loads; the popup sanitiser and the
//   widget then pick what they keep from it;
// - scriptSrc(): addresses checked by the caller (the captcha and messaging providers' allow-lists);
// - scriptText(): the owner's conversion code (P20), which runs by design.
import { log } from './log';

export const POLICY = 'lightpop';

type Make = (s: string) => unknown;
interface Policy {
  createHTML: Make;
  createScript: Make;
  createScriptURL: Make;
}

let made: Policy | null | undefined;
const same = (s: string) => s;

/** The policy, or null where the browser has no Trusted Types (the sinks then take strings). A
 *  page whose `trusted-types` list lacks our name refuses it: one log line, and the sinks below
 *  then fail as the page asked (each caller turns that into a log line and a safe state). */
const policy = (): Policy | null => {
  if (made === undefined) {
    made = null;
    try {
      made = (window as any).trustedTypes?.createPolicy(POLICY, { createHTML: same, createScript: same, createScriptURL: same }) || null;
    } catch (e) {
      log('Trusted Types policy refused: add ' + POLICY + ' to the trusted-types directive', e);
    }
  }
  return made!;
};

const typed = (k: keyof Policy, s: string): any => {
  const p = policy();
  return p ? p[k](s) : s;
};

/** `html` parsed into an inert fragment: a template's content, where no script runs and nothing
 *  loads until the caller moves what it keeps into the page */
export const inert = (html: string, doc = document): DocumentFragment => {
  const t = doc.createElement('template');
  t.innerHTML = typed('createHTML', html);
  return t.content;
};

/** a script element's address (the caller has checked it) */
export const scriptSrc = (s: HTMLScriptElement, url: string): void => void (s.src = typed('createScriptURL', url));

/** a script element's code (the owner's conversion code only) */
export const scriptText = (s: HTMLScriptElement, code: string): void => void (s.text = typed('createScript', code));
