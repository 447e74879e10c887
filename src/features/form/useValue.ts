// The form reads popup state through this hook instead of an auto-tracking integration
// (@preact/signals' Preact adapter costs 2.6 kB brotli, measured); the same hook works unchanged
// under real React (test/react). The shell needs no hook: runtime paints it inside an effect
// (shell/paint.ts), so hooks ship in the form chunk only.
import { useEffect, useState } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';

export function useValue<T>(s: ReadonlySignal<T>): T {
  const [, bump] = useState(0);
  // subscribe() calls back at once with the current value and then on each change
  useEffect(() => s.subscribe(() => bump((n) => n + 1)), [s]);
  return s.value;
}
