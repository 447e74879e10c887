// A site's own TypeScript against types/lightpop.d.ts, compiled with every strict option by
// `npm test` (test/run.mjs "types"): what the README and docs/consent.md show must type-check.
import type { Poptin, PoptinDataLayerEvent, PoptinDetail } from 'lightpop';

// the queue before the tag ran (docs/consent.md)
window.poptin ??= { consented: true } as Poptin;

window.poptin?.show('a1b2c3d4e5f6g');
window.poptin?.reinit();
window.poptin?.consent(true);
const said: boolean | undefined = window.poptin?.consented;

document.addEventListener('poptinView', (e) => {
  const id: string = e.detail.poptin_id;
  const type: 'lightbox' | 'bar' | string = e.detail.poptin_type;
  console.log(id, type, said);
});
document.addEventListener('poptinClose', (e) => {
  if (e.detail.close_trigger === 'cancel_click') console.log('closed by the visitor');
});
document.addEventListener('poptinBeforeShow', (e) => {
  if (e.detail.trigger === 'exit' && location.pathname.startsWith('/checkout')) e.preventDefault();
});
window.onpoptinSubmit = (d: PoptinDetail) => console.log(d.poptin_name ?? d.poptin_id, d.account_id ?? '');

const pushed: PoptinDataLayerEvent = { event: 'poptinClose', poptin_id: 'a1b2c3d4e5f6g', poptin_name: 'Spring', poptin_target: 'lead', poptin_type: 'lightbox', close_trigger: 'timer' };
console.log(pushed);

export {};
