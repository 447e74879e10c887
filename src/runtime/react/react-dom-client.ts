// `react-dom/client` for our chunks: createRoot on Preact's render (see react.ts for why not compat).
import { render, type ComponentChild } from 'preact';

export function createRoot(el: Element) {
  return {
    render: (vnode: ComponentChild) => render(vnode, el),
    unmount: () => render(null, el),
  };
}
