/** Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder what a reader sees. */
const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';

/** What no text the API takes may hold: control characters other than tab and line breaks, bidi overrides, halves of surrogate pairs. */
export const INVALID_TEXT = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI_CONTROLS}]|${LONE_SURROGATE}`);

/** What no cell of an import file may hold: any control character (a cell is one line), bidi overrides, halves of surrogate pairs. */
export const INVALID_CELL = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${BIDI_CONTROLS}]|${LONE_SURROGATE}`);

const UNPRINTABLE = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${BIDI_CONTROLS}]|${LONE_SURROGATE}`, 'g');

/**
 * Text for a terminal: every character that could act on it (an escape sequence, a carriage return, a bidi override)
 * written as a visible `\u{…}` instead. Tabs and line breaks stay, unless `oneLine` (then a line break is `\n`).
 */
export function forTerminal(text: string, { oneLine = false } = {}): string {
  const escaped = text.replace(UNPRINTABLE, (char) => `\\u{${char.charCodeAt(0).toString(16)}}`);
  return oneLine ? escaped.replace(/\n/g, '\\n') : escaped;
}
