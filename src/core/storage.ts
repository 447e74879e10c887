// Visitor storage (spec §3 "Visitor storage", §9 lifetimes). Blocked storage (Safari private
// mode, sandboxed iframes, cookies off) must never throw into the host page: §8 says
// "Storage unsupported: logged only", so every access is wrapped and reads then come back empty.
// This file is in loader.js, which every page view pays for: it is written for size.
import { log } from './log';

const blocked = (e: unknown) => log('Storage unsupported', e);

/** The page's cookies whose names start with `only` (all by default) as a map (empty when
 *  cookies are blocked). */
export function cookies(only = ''): Record<string, string> {
  const all: Record<string, string> = {};
  let raw = '';
  try {
    raw = document.cookie;
  } catch (e) {
    blocked(e);
  }
  for (const c of raw.split('; ')) {
    const i = c.indexOf('=');
    try {
      if (i > 0 && c.startsWith(only)) all[c.slice(0, i)] = decodeURIComponent(c.slice(i + 1));
    } catch {
      // a host cookie that is not valid percent-encoding: skip it, keep reading ours
    }
  }
  return all;
}

export const getCookie = (name: string): string => cookies()[name] || '';

/** ms <= 0 deletes the cookie. */
export function setCookie(name: string, value: string, ms: number): void {
  try {
    document.cookie = `${name}=${encodeURIComponent(value)};max-age=${(ms / 1000) | 0};path=/;SameSite=Lax`;
  } catch (e) {
    blocked(e);
  }
}

type Area = 'localStorage' | 'sessionStorage';

/** Reads `key`, or writes it when `value` is given; with no key, every key of the area, joined
 *  by commas. Blocked storage reads as ''. */
export function store(area: Area, key?: string, value?: string): string {
  try {
    const s = window[area];
    if (!key) return '' + Object.keys(s);
    if (value == null) return s.getItem(key) || '';
    s.setItem(key, value);
  } catch (e) {
    blocked(e);
  }
  return '';
}
