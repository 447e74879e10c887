// The contracts between the rungs of the loading ladder (docs/CONTRIBUTING.md "The ladder"): loader
// → engine → runtime → formats / features. Each rung is a separate chunk fetched with import(base +
// name), so these interfaces are the only thing the chunks share at run time.
import type { Lang } from '../core/strings';
import type { Listeners, Off } from '../core/listen';
import type { Platform as Core } from '../core/platform';
import type { Fire, Page } from '../core/triggers';
import type { DisplayAnswer, DisplayRequest, Popup } from './wire';

export type { Lang };

/** What the loader hands to engine.start(). */
export interface Boot {
  /** display API base, no trailing slash */
  api: string;
  /** where the chunks live (the loader's own folder), ends with '/' */
  base: string;
  clientId: string;
  /** the call-1 payload exactly as sent; req.preview_poptin_id is the preview popup id (P16) */
  req: DisplayRequest;
  /** the validated call-1 answer; poptins holds only entries with display === true */
  answer: DisplayAnswer;
  /** true when this page view started a new visitor session (30 min session cookie) */
  newSession: boolean;
  /** CSP nonce of the loader tag, copied onto anything we inject */
  nonce: string;
  /** the loader's logged messages: the engine logs into the same set (log.ts) */
  seen: Set<string>;
  /** when this page started, in Date.now() terms: navigation start, or the single-page re-init
   *  (spec item 3: "seconds on page" count from here, not from arming) */
  t0: number;
  /** the loader sends call 8 every 60 s for this answer: not in preview, not restricted (§9) */
  beat?: boolean;
  /** P02, issue 24: the store fields the tag's data-context gave call 1 (store_integration,
   *  store_integration_customer_id, cart_total_items, cart_total_price in minor units,
   *  cart_products_ids_list, cart_products_org_ids_list: loader-store.js reads them as text) */
  store?: Record<string, string | number>;
  /** the shop's currency (the tag's data-currency, ISO 4217): the cart's minor units */
  currency?: string;
}

/** engine.js exports these. */
export interface EngineModule {
  start(boot: Boot): void;
  /** remove every popup and listener (SPA re-init, P08) */
  stop(): void;
  /** open a popup by id: 'click' = opener click (call 2), 'manual' = poptin.show(id) (call 3) */
  open(id: string, how: 'click' | 'manual'): void;
}

export type CloseTrigger = 'auto_close' | 'bg_click' | 'timer' | 'submit' | 'cancel_click';

/** What the engine gives runtime.show() for one popup. */
export interface ShowRequest {
  popup: Popup;
  /** sanitised by the runtime before it reaches the DOM */
  html: string;
  lang: Lang;
  /** 0-based count of popups shown on this page: tab-index base is 500 + 100 * index (§2) */
  index: number;
  preview: boolean;
  freemium: boolean;
  /** call 1's answer (country, country_code, cc: §3), which show.ts's spread of the boot already
   *  carries: declared, not added (features/text.ts reads it; no bytes) */
  answer?: DisplayAnswer;
  /** the trigger that fired (reported with view and conversion) */
  trigger: string;
  base: string;
  api: string;
  clientId: string;
  req: DisplayRequest;
  nonce: string;
  /** the runtime reports lifecycle back; the engine owns calls 5, 7, 9 and storage.
   *  onView resolves with call 5's poptin_view_id ('' when unknown), which call 6 sends. */
  onView(): Promise<string>;
  onClose(trigger: CloseTrigger): void;
  /** after call 6 succeeded: the engine marks the popup submitted (no close report follows) and
   *  answers whether to record the conversion: false in preview (P16) or once the page moved on
   *  (P08). The form then records it (features/form/record-conversion.ts). */
  onConvert(): boolean;
  /** the shell removed its host element (after the exit animation) */
  onRemoved(): void;
  /** a redirect asked to launch another popup by id (P21) */
  launch(id: string): void;
  /** an inline popup's host element in the page (P07: features/inline.ts); others are fixed
   *  over the window */
  at?: HTMLElement;
}

export interface PopupHandle {
  close(trigger: CloseTrigger): void;
  /** remove at once, no animation, no close report (SPA teardown) */
  destroy(): void;
}

/** engine/upgrade.ts hands features/upgrade.js this: shows a popup (through the queue) and gives
 *  back its closer, or nothing when that popup is already opening, queued or visible. */
export type ShowPopup = (p: Popup, html: string, trigger: string, own?: Partial<ShowRequest>) => ((t: CloseTrigger) => void) | undefined;

/** runtime.js exports these. */
export interface RuntimeModule {
  show(req: ShowRequest): Promise<PopupHandle | null>;
}

// The engine and the chunk that lends it triggers (features/conditions.ts): what a trigger factory
// gets (engine/triggers.ts arms them).
/** The engine's platform (start.ts): the core's, with its clock, when the page started on it
 *  (Boot.t0 above) and the tag's client id (the website session time is kept per account:
 *  loader/visit.ts) */
export interface Platform extends Core {
  now(): number;
  t0: number;
  id: string;
  /** the boot (a lent trigger reads the page's context from it: features/shopify.ts) */
  b?: Boot;
  /** the engine's set's add() (stop() runs `o`): a lent trigger's page-wide watcher */
  add?: Listeners['add'];
}
/** `near()`: the trigger is about to fire, so the engine fetches what the popup needs (its
 *  template and chunks) now; it may be called many times. A trigger that cannot be foreseen
 *  never calls it: `fire` fetches, one round trip later (docs/display-api.md "Prefetch"). */
export type Make = (p: Popup, P: Platform & Page, fire: Fire, near: () => void) => Off | undefined;
