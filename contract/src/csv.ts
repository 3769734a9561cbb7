/**
 * CSV files for spreadsheets (issue 37): UTF-8 with a byte-order mark, so Excel reads Bangla; CRLF lines and
 * RFC 4180 quoting; and no text a spreadsheet would run. A text cell that starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return is a formula to Excel, LibreOffice and Google Sheets (OWASP's "CSV injection"): it is
 * written with a leading apostrophe, which they show as text. Numbers are written as numbers, a negative one too,
 * and so is a text that is only a number (-5.00, as amounts are written with their two places).
 */
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell as written: a number as it is, a text neutralised, then quoted when it must be. */
export function csvCell(value: CsvCell): string {
  const text = String(value);
  const neutral = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(neutral) ? `"${neutral.replaceAll('"', '""')}"` : neutral;
}

/** A whole file: the byte-order mark, then each row's cells, every line ended by CRLF. */
export function csvFile(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
