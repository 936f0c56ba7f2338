/**
 * CSV as RFC 4180 writes it: every field quoted (quotes doubled), CRLF after every record.
 * Lead text is written by strangers and opened in spreadsheets, which run a cell starting with
 * `=`, `+`, `-` or `@` (and, in some, a tab or carriage return) as a formula: such a cell gets a
 * leading apostrophe, which spreadsheets show as text and which keeps the value readable.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRecord(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
