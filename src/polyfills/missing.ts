// Feature detection only (docs/CONTRIBUTING.md "Style": ponyfills, never a host global or a
// prototype assigned). The second spec's §8: "Missing browser features (fetch, FormData,
// NodeList.forEach, String.replaceAll) are logged": the products of that spec call this once, the widget
// as its list first opens (what its pop-ups use), later the theme as it starts, and carry on; what needs a missing feature fails where
// it is used, as one more log line.
import { log } from '../core/log';

/** Logs the browser features of §8 this browser lacks, once; returns their names. */
export function missing(): string[] {
  const w = window as any;
  const gone = [!w.fetch && 'fetch', !w.FormData && 'FormData', !w.NodeList?.prototype.forEach && 'NodeList.forEach', !''.replaceAll && 'String.replaceAll'].filter(Boolean) as string[];
  gone.length && log('Missing browser features: ' + gone.join(', '));
  return gone;
}
