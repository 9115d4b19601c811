/**
 * Text width without a DOM, for layouts computed in pure code (word cloud placement, labels of
 * SVG charts). Widths are per-character advances of a typical sans-serif face in ems, so results
 * are close to the browser's for Latin text and a safe over-estimate for wide scripts; a
 * component that can measure for real passes its own measure function instead.
 */

export type MeasureText = (text: string, fontSize: number, bold: boolean) => number;

// Advance widths (em) of a Helvetica-like face, grouped by look-alike glyph widths.
const NARROW = new Set("iIjlt.,:;'|!`()[]{}/\\ ");
const SEMI_NARROW = new Set('frJ-"*');
const WIDE = new Set('mwMW@%');
const UPPER_WIDE = new Set('ABCDGHKNOQRUVXY&');

function advance(character: string): number {
  if (NARROW.has(character)) return 0.28;
  if (SEMI_NARROW.has(character)) return 0.36;
  if (WIDE.has(character)) return 0.88;
  if (UPPER_WIDE.has(character)) return 0.72;
  if (/[A-Z]/.test(character)) return 0.64;
  if (/[0-9a-z]/.test(character)) return 0.56;
  // Anything else (accents, CJK, emoji): a full em, which rather leaves room than overlaps.
  return character.charCodeAt(0) < 0x250 ? 0.58 : 1;
}

/** Estimated width in pixels; bold faces run about 6 % wider. */
export const estimateTextWidth: MeasureText = (text, fontSize, bold) => {
  let ems = 0;
  for (const character of text) ems += advance(character);
  return ems * fontSize * (bold ? 1.06 : 1);
};

/** `text` cut with an ellipsis to fit `maxWidth` pixels (whole when it fits). */
export function ellipsize(text: string, maxWidth: number, fontSize: number, bold = false): string {
  if (estimateTextWidth(text, fontSize, bold) <= maxWidth) return text;
  const characters = [...text];
  while (
    characters.length > 0 &&
    estimateTextWidth(`${characters.join('')}…`, fontSize, bold) > maxWidth
  )
    characters.pop();
  return characters.length > 0 ? `${characters.join('').trimEnd()}…` : '';
}
