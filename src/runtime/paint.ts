// The shell re-renders inside one effect: every signal its render reads (active, scale, count)
// is tracked, and a change paints again at once. This is the whole signals integration the shell
// needs, so the runtime ships no hooks. flushSync keeps the render synchronous under real React
// (test/react), so the reads happen inside the effect; under Preact, render is synchronous and
// the build aliases it away (runtime/react/react-dom.ts).
import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { effect } from '@preact/signals-react';
import { Shell } from './Shell';
import type { PopupState } from './state';

export const paint = (root: { render(v: any): void }, s: PopupState) => effect(() => flushSync(() => root.render(h(Shell, { s }))));
