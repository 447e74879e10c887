const map = {
  'react': new URL('../../src/runtime/react/react.ts', import.meta.url).href,
  'react-dom': new URL('../../src/runtime/react/react-dom.ts', import.meta.url).href,
  'react-dom/client': new URL('../../src/runtime/react/react-dom-client.ts', import.meta.url).href,
  '@preact/signals-react': new URL('../../src/runtime/react/signals.ts', import.meta.url).href,
};

export async function resolve(specifier, context, next) {
  if (specifier in map) return next(map[specifier], context);
  return next(specifier, context);
}
