// The page-side API of lightpop (README "API", docs/consent.md): the one global, window.poptin,
// and the CustomEvents it dispatches on document. `package.json` "types" names this file; a
// strict consumer is compiled by `npm test` (test/types/consumer), so a change to the API that
// this file does not follow fails the tests.

/** The popup types (spec §1). */
export type PoptinType =
  | 'lightbox' | 'bar' | 'bside' | 'sside' | 'browsing' | 'fullpage'
  | 'content' | 'social' | 'mobile' | 'embedded' | 'gamified';

/** Why a popup closed (spec §4): on its own (auto_close, timer), a press on the backdrop, the
 *  submit, or the visitor's close control or Escape (cancel_click). */
export type PoptinCloseTrigger = 'auto_close' | 'bg_click' | 'timer' | 'submit' | 'cancel_click';

/** `detail` of poptinView and poptinSubmit, and of onpoptinSubmit's argument (spec §7). Never what
 *  the visitor typed. */
export interface PoptinDetail {
  /** 13 characters (checked before a popup is acted on) */
  poptin_id: string;
  poptin_type: PoptinType;
  /** as the display API gave them: absent when it gave none */
  poptin_name?: string | undefined;
  /** 'lead', 'click' or 'social_proof' */
  poptin_target?: string | undefined;
  account_id?: string | undefined;
}

/** `detail` of poptinClose */
export interface PoptinCloseDetail extends PoptinDetail {
  close_trigger: PoptinCloseTrigger;
}

/** `detail` of poptinBeforeShow, which is cancelable: preventDefault() keeps the popup off for
 *  this page view (no view recorded: docs/behaviour.md X10). `trigger` is the trigger that fired
 *  (`sec`, `website_sec`, `scroll`, `click_number`, `visit_page`, `inactive`, `exit`,
 *  `on_click`, `source_code`, `manual`, `teaser`, `embedded`, `preview`, `restriction`). */
export interface PoptinBeforeShowDetail extends PoptinDetail {
  trigger: string;
}

/** What window.dataLayer receives (docs/behaviour.md X09): the event's detail and its name. */
export type PoptinDataLayerEvent =
  | ({ event: 'poptinView' | 'poptinSubmit' } & PoptinDetail)
  | ({ event: 'poptinClose' } & PoptinCloseDetail);

/** window.poptin once loader.js (or widget.js) has run. */
export interface Poptin {
  /** Opens popup `id` (13 characters) now, whatever its triggers (display call 3). */
  show(id: string): void;
  /** Removes every popup and asks the display API again (a single-page app's own navigation). */
  reinit(): void;
  /** The page's consent answer for a tag with data-consent="wait": true boots it (storage,
   *  requests, popups), false keeps the visitor untouched; a later true boots it then. Both
   *  tags (popups and widget) hear it. */
  consent(granted: boolean): void;
  /** The last answer given to consent(); undefined until the page answers. A page may set it
   *  to true before the tags run (docs/consent.md). */
  consented?: boolean;
}

declare global {
  interface Window {
    /** Present once a tag has run (a widget-only page: `consent` and `consented` only). Before
     *  it, a page may set `{ consented: true }` (docs/consent.md). */
    poptin?: Poptin;
    /** Called after a conversion, with the same detail as poptinSubmit (spec §7). */
    onpoptinSubmit?: (detail: PoptinDetail) => void;
  }
  interface DocumentEventMap {
    poptinView: CustomEvent<PoptinDetail>;
    poptinSubmit: CustomEvent<PoptinDetail>;
    poptinClose: CustomEvent<PoptinCloseDetail>;
    poptinBeforeShow: CustomEvent<PoptinBeforeShowDetail>;
  }
}
