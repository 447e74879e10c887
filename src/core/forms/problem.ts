// The message keys of the problems more than one product's form finds in a field. Each product
// words them in its own English and Hebrew tables (core/strings.ts): the popup form's in
// features/form/strings.ts, the widget's in widget/form/form.ts. The rules behind them stay each
// product's where its spec differs (a popup phone has 7 to 15 digits, §5; a widget phone is
// digits after an optional +, §5.1); only the required rule is one (blank.ts).
export type Problem =
  /** a required field left blank (blank.ts) */
  | 'required'
  /** a phone number its product's rule refuses */
  | 'phone';
