// What `react` means for code outside the shell (the lazy features): react.ts plus the hooks.
// Kept apart because preact/hooks has module side effects (it installs Preact option hooks):
// re-exported from react.ts it would ship in runtime.js for every popup, although only features
// use hooks (the shell is painted by an effect, paint.ts). rollup.config.mjs picks the file by
// importer and leaves this one out of runtime.js, so hooks ship in features/form.js.
export * from './react';
export { useState, useEffect, useLayoutEffect, useRef } from 'preact/hooks';
