// The one set of messages of the theme's forms (issue 26, "one forms core"): the theme contact
// form (T14), the newsletter sign-up (T15) and the contact-form plugin's front end (C01–C04), in
// English and Hebrew (the page's <html lang>). The keys are the localized strings of
// widget-and-theme.md §8 ("Exact wordings: not shown": ours are below) and the plugin's two
// errors, whose English §8 gives word for word. A server's own text is shown as it is given.
// The popups' and the widget's forms word their problems in their own tables (their specs give
// their own words: problem.ts), but check them with the same rules (blank.ts, email.ts).
import { strings } from '../strings';

export const message = strings(
  {
    /** a required field left blank, beside the field */
    required: 'This field is required.',
    /** §8 fill-message: the block above the form listing what is missing */
    fill: 'Please fill in the required fields.',
    /** §8 contact-error: the form has errors */
    error: 'There was a problem with your submission. Please check the fields marked below.',
    /** §8 invalid: the email rule (email.ts) refused the address */
    invalid: 'Please enter a valid email address.',
    /** §8 wrong captcha */
    captcha: 'The answer to the sum is wrong. Here is a new one.',
    /** §8 wrong checkbox label: a required choice left unmade */
    checkbox: 'Please choose at least one option.',
    /** §8 subscription failed (the sign-up's reply is empty) */
    failed: 'Subscription failed. Please try again.',
    /** §8 the plugin's fetch_error, word for word */
    offline: 'You are probably offline.',
    /** §8 the plugin's invalid_json, word for word */
    json: 'The response is not a valid JSON response.',
    /** a send that did not get through (5xx, offline, no answer): what was typed is kept */
    kept: 'Your message was not sent, and what you typed is kept. Please try again.',
    /** §5.3 the generic label of a field whose label is empty */
    field: 'This field',
  },
  {
    required: 'זהו שדה חובה.',
    fill: 'נא למלא את שדות החובה.',
    error: 'יש בעיה בטופס. נא לבדוק את השדות המסומנים.',
    invalid: 'נא להזין כתובת אימייל תקינה.',
    captcha: 'התשובה לתרגיל שגויה. הנה תרגיל חדש.',
    checkbox: 'נא לבחור לפחות אפשרות אחת.',
    failed: 'ההרשמה נכשלה. נא לנסות שוב.',
    offline: 'כנראה שאין חיבור לאינטרנט.',
    json: 'התשובה אינה JSON תקין.',
    kept: 'ההודעה לא נשלחה, ומה שהקלדת נשמר. נא לנסות שוב.',
    field: 'שדה זה',
  },
);

/** a message key */
export type Message = Parameters<typeof message>[1];
