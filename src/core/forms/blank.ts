// The field rule every product's form checks the same way (popups §5, the widget's §5.1, the
// theme's §5.3 and the contact-form plugin's "required" of §5.2): a required field holds more
// than white space. Each product says so in its own words, under the message key 'required'
// (problem.ts). Pure, tested in plain Node.

/** Nothing but white space (or nothing) */
export const blank = (v: string) => !v.trim();
