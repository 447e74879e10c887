// `react-dom` for our chunks: Preact's render is already synchronous, so flushSync is a call.
export const flushSync = <T>(fn: () => T): T => fn();
