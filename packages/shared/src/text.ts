/** The bidi controls (Arabic letter mark, LRM, RLM, embeddings, overrides, isolates): they reorder what follows. */
const BIDI_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
/** Every C0/C1 control (line breaks and tabs among them), the line and paragraph separators, the bidi controls. */
const NOT_SINGLE_LINE = new RegExp(`[\\p{Cc}\\u2028\\u2029${BIDI_CONTROLS}]`, 'u');
/** A text of several lines keeps its line breaks and tabs; any other control and the bidi controls are refused. */
const NOT_MULTI_LINE = new RegExp(`[^\\P{Cc}\\n\\t]|[${BIDI_CONTROLS}]`, 'u');
const WHITESPACE_OR_CONTROLS = /[\s\p{Cc}]+/gu;
const BIDI_CONTROL = new RegExp(`[${BIDI_CONTROLS}]`, 'gu');

/** What the schemas answer; the web shows its own translation of these two (no zod needed to know them). */
export const SINGLE_LINE_TEXT_MESSAGE = 'Write this on one line, without tabs or hidden control characters';
export const MULTI_LINE_TEXT_MESSAGE = 'Remove the hidden control characters from this text';

export const isSingleLineText = (text: string): boolean => !NOT_SINGLE_LINE.test(text);
export const isMultiLineText = (text: string): boolean => !NOT_MULTI_LINE.test(text);

/** For output that has one line per value (PDF cells): whitespace and controls become one space, bidi controls go. */
export function collapseToOneLine(text: string): string {
  return text.replace(BIDI_CONTROL, '').replace(WHITESPACE_OR_CONTROLS, ' ').trim();
}
