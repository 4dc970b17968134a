// CSV as Excel opens it in Vietnam: UTF-8 with a byte-order mark (without it Excel reads the bytes as
// the machine's code page and the diacritics break), CRLF line ends, and every cell that holds a
// comma, a semicolon (the list separator of a Vietnamese Windows), a quote or a line break quoted.

export const CSV_BOM = '\uFEFF';

export type Cell = string | number | null;

// A text cell that starts like a formula (=, +, -, @, a tab or CR) would run in the operator's
// spreadsheet: a bank transfer's content or a username is the sender's text. A leading quote keeps it
// text. Numbers are written as numbers.
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]): string => `${cells.map(cellText).join(',')}\r\n`;
