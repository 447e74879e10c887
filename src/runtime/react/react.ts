// What `react` means in our chunks (rollup.config.mjs alias). The shell and the features use only
// the part of the React API that Preact core implements with the same meaning: JSX, Fragment and
// class components (the form: features/form/form.tsx says why not hooks, 0.9 kB brotli of
// preact/hooks). preact/compat would add 1.2 kB brotli (measured) for APIs
// we never call (Children, memo, forwardRef, Suspense, synthetic onChange), and the runtime
// budget is 10 kB. test/react renders the same components with real react-dom to keep them
// honest to the React API.
// JSX compiles to React.createElement (tsconfig "jsx": "react"), not the automatic runtime:
// preact/jsx-runtime's jsx() is a second vnode factory beside createElement, and dropping it
// took 114 B brotli off runtime.js (measured). Components that hold JSX import * as React.
export { Component, createElement, Fragment } from 'preact';
