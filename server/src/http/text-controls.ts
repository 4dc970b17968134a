// Characters that change how the text around them is shown without being seen themselves. Text from
// outside (a username, a transfer's content, a CSP report) may carry them to a terminal or a log
// viewer: the line and paragraph separators start a new line where none seems to be (a forged log
// line, a fake table row); the direction marks and overrides make text read in another order than
// it is stored ("fdp.exe" shown for "exe.pdf"); a byte order mark in the middle of a value hides a
// difference between two values that look the same.

// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: shown as line breaks.
export const LINE_SEPARATORS = /[\u2028\u2029]/g;
// LRM, RLM, ALM; the embeddings and overrides LRE, RLE, PDF, LRO, RLO; the isolates LRI, RLI, FSI,
// PDI; and the byte order mark (ZERO WIDTH NO-BREAK SPACE).
export const DIRECTION_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff]/g;
