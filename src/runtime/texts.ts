// X05, issue 20 (core/text.ts): the texts of a popup's design that the frame reads, read as text
// before the frame draws. Each chunk reads its own the same way at its entry (the form its fields,
// the timer, coupon, teaser and messaging blocks their settings): a name costs least beside the
// code that reads it. The engine has read the popup's own (engine/answer.ts).
import { obj, text, type Obj } from '../core/text';

export function texts(p: Obj): void {
  const dp = obj(p, 'design_properties');
  dp && text(dp, 'poptin_location poptin_design_entry_effect poptin_design_exit_effect poptin_design_close_options_type poptin_design_show_x_comment close_button_text');
  obj(p, 'poptin_size');
}
