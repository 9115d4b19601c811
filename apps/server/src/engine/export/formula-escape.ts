/**
 * Spreadsheet formula injection (CSV/XLSX export of user-controlled data):
 * a cell that starts with = + - @ | % TAB or CR, possibly after blanks or a doubled quote, is
 * prefixed with `'` so spreadsheets show it as text, and its pipes are escaped (DDE payloads use
 * `|`). True negative numbers (`-5`, `-0.25`) are left as they are. Headers get the same rule.
 */
const DANGEROUS_START = /^(?:""|\s+)(?=[-@+|=%])|^[-@+|=%\t\r]/;
const NEGATIVE_NUMBER = /^-[0-9.]+$/;

export function isDangerousCell(text: string): boolean {
  return DANGEROUS_START.test(text) && !NEGATIVE_NUMBER.test(text);
}

export function escapeFormula(text: string): string {
  if (!isDangerousCell(text)) return text;
  return `'${text.replace(/\|/g, '\\|')}`;
}
