/**
 * Values as text, the way Python prints them (Superset's templates run on Python: `None`,
 * `True`, `['a', 'b']`, `2024-01-01 00:00:00`), keeping track of which pieces came from outside
 * so joining and concatenating never launders a URL value into author-written text.
 */
import { formatTimestamp } from '../compile/time-bounds';
import {
  OutsideText,
  TemplateDate,
  TemplateMacro,
  TemplateRecord,
  UndefinedName,
  hasOutsideText,
  isList,
  isText,
  textOf,
  type TemplateValue,
  type TextPiece,
  type TextValue,
} from './template-values';

function pythonNumber(value: number): string {
  if (Number.isInteger(value) || !Number.isFinite(value)) return String(value);
  return String(value);
}

/** Python's str() of a datetime: microseconds only when there are some. */
export function pythonDateText(date: Date): string {
  const text = formatTimestamp(date);
  const dot = text.indexOf('.');
  return dot === -1 ? text : `${text.slice(0, dot)}.${text.slice(dot + 1).padEnd(6, '0')}`;
}

/** Python's repr() of a string. */
function reprString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const body = text.replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
  return quote === "'" ? `'${body.replaceAll("'", "\\'")}'` : `"${body}"`;
}

export function reprOf(value: TemplateValue): string {
  if (isText(value)) return reprString(textOf(value));
  if (isList(value)) return `[${value.map(reprOf).join(', ')}]`;
  if (value instanceof TemplateRecord) {
    return `{${value
      .pairs()
      .map(([key, item]) => `${reprString(key)}: ${reprOf(item)}`)
      .join(', ')}}`;
  }
  if (value instanceof TemplateDate) return `datetime(${pythonDateText(value.date)})`;
  return plainText(value);
}

/** Python's str(), without origin (for comparisons, keys and messages). */
export function plainText(value: TemplateValue): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return pythonNumber(value);
  if (isText(value)) return textOf(value);
  if (value instanceof TemplateDate) return pythonDateText(value.date);
  if (value instanceof TemplateMacro) return `<function ${value.name}>`;
  if (value instanceof UndefinedName) return '';
  return reprOf(value);
}

/** str() keeping origin: anything holding outside text comes back as outside text. */
export function textValue(value: TemplateValue): TextValue {
  if (isText(value)) return value;
  return hasOutsideText(value) ? OutsideText.of(plainText(value)) : plainText(value);
}

function piecesOf(value: TextValue): readonly TextPiece[] {
  return typeof value === 'string' ? [{ text: value, origin: 'trusted' }] : value.pieces;
}

/** Texts joined end to end; plain strings stay plain. */
export function concatTexts(parts: readonly TextValue[]): TextValue {
  if (parts.every((part) => typeof part === 'string')) return parts.join('');
  const pieces: TextPiece[] = [];
  for (const part of parts) {
    for (const piece of piecesOf(part)) {
      const last = pieces[pieces.length - 1];
      if (last && last.origin === piece.origin) {
        pieces[pieces.length - 1] = { text: last.text + piece.text, origin: last.origin };
      } else if (piece.text !== '') pieces.push(piece);
    }
  }
  return new OutsideText(pieces);
}

/**
 * A text changed as a whole (strip, title...): the result is outside text if any of it was.
 * `charwise` says the change works one character at a time and never adds or removes a quote
 * (upper, lower), so each piece is changed on its own and keeps its origin.
 */
export function mapText(
  value: TextValue,
  change: (text: string) => string,
  charwise = false,
): TextValue {
  if (typeof value === 'string') return change(value);
  if (charwise) {
    return new OutsideText(value.pieces.map((piece) => ({ ...piece, text: change(piece.text) })));
  }
  return OutsideText.of(change(value.text));
}

/** `text.replace(old, new)`; doubling every single quote of outside text marks it escaped. */
export function replaceText(value: TextValue, from: string, to: string): TextValue {
  if (typeof value === 'string') return value.replaceAll(from, to);
  const doublesQuotes = from === "'" && to === "''";
  return new OutsideText(
    value.pieces.map((piece) => {
      const text = piece.text.replaceAll(from, to);
      if (piece.origin === 'trusted') return { text, origin: 'trusted' };
      return {
        text,
        origin: doublesQuotes && piece.origin === 'outside' ? 'outside-escaped' : 'outside',
      };
    }),
  );
}
