// Shared by the shell, format, form and react tests: a fake ShowRequest that records what the
// runtime reports back, a template using every data-lp marker, and a fake clock for the
// runtime's timers (no sleeps: tests move time themselves).
import type { CloseTrigger, ShowRequest } from '../../src/popup/rungs';
import type { DesignProperties, Popup } from '../../src/popup/wire';
import { clock as coreClock, request as displayRequest } from '../setup/helpers';

export const TEMPLATE =
  '<div data-lp="image"><img src="https://cdn.example/hero.jpg" alt=""></div>' +
  '<div data-lp="main"><h2 data-lp="title">Get 10% off</h2><p>Join the list.</p>' +
  '<div data-lp="form" data-submit="Join"></div><a href="https://shop.example/terms">Terms</a>' +
  '<button type="button" data-lp="close">No thanks</button></div>' +
  '<div data-lp="thanks"><h2>Thank you!</h2></div>';

export interface Fake {
  req: ShowRequest;
  events: string[];
}

export function request(o: { popup?: Partial<Popup>; dp?: DesignProperties; req?: Partial<ShowRequest> } = {}): Fake {
  const events: string[] = [];
  const req: ShowRequest = {
    popup: {
      poptin_id: 'abcdefghijklm',
      poptin_name: 'Spring sale',
      poptin_target: 'lead',
      poptin_type: 'lightbox',
      poptin_format: 'format_5',
      display: true,
      viewer_id: 'viewer-7',
      design_properties: { poptin_location: 'center_midlle', ...o.dp },
      ...o.popup,
    },
    html: TEMPLATE,
    lang: 'en',
    index: 0,
    preview: false,
    freemium: false,
    trigger: 'display_after_sec_active',
    base: 'https://cdn.example/lp/',
    api: 'https://api.example',
    clientId: 'client-1',
    // the call-1 payload the engine tests use too, with a visitor and a referrer
    req: displayRequest({
      referrer: 'https://search.example/',
      previous_url: 'https://shop.example/',
      cookies: { poptin_user_id: 'user-9' },
    }),
    nonce: '',
    onView: async () => {
      events.push('view');
      return 'view-42';
    },
    onClose: (t: CloseTrigger) => events.push('close:' + t),
    onConvert: () => (events.push('convert'), true),
    onRemoved: () => events.push('removed'),
    launch: (id) => events.push('launch:' + id),
    ...o.req,
  };
  return { req, events };
}

/** A fake clock for Env.timer from 0: test/setup/helpers.ts's, with `pending` as a count. */
export function clock() {
  const c = coreClock(0);
  return {
    timer: c.timer,
    tick: c.tick,
    get pending() {
      return c.pending();
    },
  };
}

/** The first field is focused a frame and a task after the mount (runtime/mount.ts, issue 7 page
 *  weight 2): run that frame (jsdom's own) and the task (on the test clock). */
export async function painted(c: { tick(ms: number): void }) {
  await new Promise((r) => requestAnimationFrame(r));
  c.tick(0);
}

/** The popup's shadow root (one popup at a time in these tests). */
export const shadow = () => document.querySelector('poptin-root')?.shadowRoot ?? null;
export const $ = <E extends Element = HTMLElement>(sel: string) => shadow()!.querySelector<E & HTMLElement>(sel)!;

export const key = (code: number, key: string, target: EventTarget = document) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode: code, bubbles: true, composed: true, cancelable: true } as KeyboardEventInit));

/** Wraps a test's fake chunk loader to serve the real features/sanitize (jsdom has no Sanitizer
 *  API, runtime/parse.ts) and features/effects, without recording those requests. */
export const sanitizing = (load: (p: string) => Promise<any>) => async (p: string) =>
  p === 'features/sanitize' ? import('../../src/features/sanitize/sanitize') : p === 'features/effects' ? import('../../src/features/effects/effects') : load(p);
