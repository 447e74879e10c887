// Flags as servers send them (the display API, the widget's settings): 1/0, "1"/"0", true/false
// or "yes"/"no". Every product reads them through on().

export type Flag = 0 | 1 | '0' | '1' | boolean | 'yes' | 'no' | null | undefined;

/** true for 1, '1', true and 'yes'; anything else is off */
export const on = (f: Flag | number | string): boolean => f === 1 || f === '1' || f === true || f === 'yes';
