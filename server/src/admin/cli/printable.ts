// What the CLI prints mostly comes from outside: usernames, bank transfer content, reasons, owner
// names, references, the server's messages. A terminal obeys what such text may carry, so a crafted
// value could recolour or erase the screen, retitle the window, or start a fake table row; bidi
// overrides make text read in another order than it is stored. The operator sees plain characters.
import { DIRECTION_CONTROLS, LINE_SEPARATORS } from '../../http/text-controls';

// Escape sequences are removed whole (removing only ESC would leave "[2J" behind): the strings
// (OSC, DCS, SOS, PM, APC) up to their terminator or the end of the line, CSI sequences, and the
// two-character ones; each with its 7-bit (ESC x) or 8-bit (C1) introducer.
const ESCAPE_SEQUENCE =
  /(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c\n]*(?:\x07|\x1b\\|\x9c)?|(?:\x1b\[|\x9b)[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]?|\x1b[\x20-\x2f]*[\x30-\x7e]?/g;
// Line breaks and tabs inside a value become spaces, so words stay apart and a value stays on its line.
const SPACING_CONTROL = /[\t\n\v\f\r\x85]/g;
const CONTROL = /[\x00-\x1f\x7f-\x9f]/g;

// One value as it may appear inside a printed line: U+2028/2029 count as line breaks; the direction
// marks, overrides and isolates and the byte order mark are removed (http/text-controls.ts).
export function printable(value: string): string {
  return value
    .replace(ESCAPE_SEQUENCE, '')
    .replace(SPACING_CONTROL, ' ')
    .replace(LINE_SEPARATORS, ' ')
    .replace(CONTROL, '')
    .replace(DIRECTION_CONTROLS, '');
}

// A whole text the CLI prints: its own line breaks stay, everything else on each line is made printable.
export const printableLines = (text: string) => text.split('\n').map(printable).join('\n');
