import type { Flag } from './wire';

/** Servers send flags as 1/0, "1"/"0", true/false or "yes"/"no" (wire.ts). */
export const on = (f: Flag | number | string): boolean => f === 1 || f === '1' || f === true || f === 'yes';
