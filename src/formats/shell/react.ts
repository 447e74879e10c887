// What `react` means in runtime.js (rollup.config.mjs alias). The shell uses only the part of
// the React API that Preact core implements with the same meaning: JSX and Fragment (features
// get hooks too, from react-hooks.ts). preact/compat would add 1.2 kB brotli (measured) for APIs
// we never call (Children, memo, forwardRef, Suspense, synthetic onChange), and the runtime
// budget is 10 kB. test/react renders the same components with real react-dom to keep them
// honest to the React API.
// JSX compiles to React.createElement (tsconfig "jsx": "react"), not the automatic runtime:
// preact/jsx-runtime's jsx() is a second vnode factory beside createElement, and dropping it
// took 114 B brotli off runtime.js (measured). Components that hold JSX import * as React.
export { createElement, Fragment } from 'preact';
