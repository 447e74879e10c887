// Visitor storage (spec §3 "Visitor storage", §9 lifetimes). Blocked storage (Safari private
// mode, sandboxed iframes, cookies off) must never throw into the host page: §8 says
// "Storage unsupported: logged only", so every access is wrapped and reads then come back empty.
import { log } from './log';

const blocked = (e: unknown) => log('Storage unsupported', e);

export function getCookie(name: string): string {
  try {
    for (const part of document.cookie.split('; ')) {
      const i = part.indexOf('=');
      if (part.slice(0, i) === name) return decodeURIComponent(part.slice(i + 1));
    }
  } catch (e) {
    blocked(e);
  }
  return '';
}

/** ms <= 0 deletes the cookie. */
export function setCookie(name: string, value: string, ms: number): void {
  try {
    document.cookie = `${name}=${encodeURIComponent(value)};max-age=${Math.round(ms / 1000)};path=/;SameSite=Lax`;
  } catch (e) {
    blocked(e);
  }
}

type Area = 'localStorage' | 'sessionStorage';

export function getItem(area: Area, key: string): string {
  try {
    return window[area].getItem(key) || '';
  } catch (e) {
    blocked(e);
    return '';
  }
}

export function setItem(area: Area, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch (e) {
    blocked(e);
  }
}
