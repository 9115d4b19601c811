/** Text controls: what the input shows for a value and what a typed text becomes. */
import { validateInteger, validateNumber } from '@panorama/core/explore/validators';

export interface NumberParsing {
  isInt?: boolean;
  isFloat?: boolean;
}

/** The input text of a stored value. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * A typed text as the control stores it: with `isFloat` / `isInt` a text that reads as such a
 * number becomes the number; anything else stays text so the validators can report it.
 */
export function parseTextValue(text: string, parsing: NumberParsing): string | number {
  if (text.trim() === '') return '';
  if (parsing.isFloat && validateNumber(text) === false) return Number(text);
  if (parsing.isInt && validateInteger(text) === false) return Number(text);
  return text;
}

/** True when `text` already stands for `value`, so re-rendering must not overwrite the input. */
export function textMatchesValue(text: string, value: unknown, parsing: NumberParsing): boolean {
  const parsed = parseTextValue(text, parsing);
  if (parsed === value) return true;
  return (value === null || value === undefined) && parsed === '';
}
