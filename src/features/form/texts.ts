// X05, issue 20 (core/text.ts): the form's texts, read as text before the form reads them: the
// fields (each an object; their texts; a choice is text too: its digits, else dropped), the
// submit label, the redirect address and the thank-you settings.
import type { Field } from '../../popup/wire';
import { isObj, list, obj, text, type Obj } from '../../core/text';

export function texts(p: Obj): Field[] {
  const dp = p.design_properties;
  if (dp) {
    text(dp, 'submit_text poptin_design_redirect_url');
    obj(dp, 'poptin_design_thank_screen');
  }
  const all = list(p, 'poptin_fields', isObj) || [];
  for (const f of all) {
    text(f, 'tag label name placeholder value id property_name created_as validation');
    list(f, 'options', (x) => typeof x == 'string' || typeof x == 'number');
    f.options &&= f.options.map(String);
  }
  return all;
}
