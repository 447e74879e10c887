// Components read popup state through this hook instead of relying on an auto-tracking
// integration: @preact/signals' Preact adapter costs 2.6 kB brotli on top of signals-core
// (measured), and the same hook works unchanged under real React (test/react).
import { useEffect, useState } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';

export function useValue<T>(s: ReadonlySignal<T>): T {
  const [, bump] = useState(0);
  // subscribe() calls back at once with the current value and then on each change
  useEffect(() => s.subscribe(() => bump((n) => n + 1)), [s]);
  return s.value;
}
