// jsdom ships no types and @types/jsdom lags its major versions; tests use a small surface.
declare module 'jsdom';
