/**
 * Select controls: choice values may be strings, numbers, booleans or null, while the select
 * widget keys options by string. Each choice gets a key that encodes its type; free text typed
 * into a free-form select arrives as a raw string and is read back by `decodeSelectKey`.
 */
import { keepChoiceValues, type ChoiceValue } from '@panorama/core/explore/form-data-transfer';

export type Choice = [ChoiceValue, string];

export interface SelectOption {
  /** The widget's key for the value. */
  value: string;
  label: string;
}

const PREFIX = '\u0001';

export function encodeSelectKey(value: ChoiceValue): string {
  return typeof value === 'string' ? value : `${PREFIX}${JSON.stringify(value)}`;
}

/**
 * The value of a key: a choice's own value when the key is a choice's, else free text — as a
 * number when every choice is a number (a typed row limit is stored as 123, not '123').
 */
export function decodeSelectKey(key: string, choices: ReadonlyArray<Choice>): ChoiceValue {
  const choice = choices.find(([value]) => encodeSelectKey(value) === key);
  if (choice) return choice[0];
  if (key.startsWith(PREFIX)) return JSON.parse(key.slice(PREFIX.length)) as ChoiceValue;
  const numeric = choices.length > 0 && choices.every(([value]) => typeof value === 'number');
  if (numeric && key.trim() !== '' && Number.isFinite(Number(key))) return Number(key);
  return key;
}

function asChoiceValue(value: unknown): ChoiceValue | undefined {
  if (value === null) return null;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : undefined;
}

/**
 * The values the select shows: without `freeForm`, values that are not choices are dropped
 * (they cannot be picked again); with it, they are kept and listed as extra options by
 * `selectOptions`.
 */
export function shownValues(
  value: unknown,
  choices: ReadonlyArray<Choice>,
  freeForm: boolean,
): ChoiceValue[] {
  // null means "nothing chosen" unless null is itself a choice (a granularity of 'all').
  const nullIsChoice = choices.some(([choice]) => choice === null);
  const values = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map(asChoiceValue)
    .filter((v): v is ChoiceValue => v !== undefined && (v !== null || nullIsChoice));
  if (freeForm) return values;
  return keepChoiceValues(
    values,
    choices.map(([v]) => v),
  ) as ChoiceValue[];
}

/** The options: the choices, then kept free-form values that are not choices. */
export function selectOptions(
  choices: ReadonlyArray<Choice>,
  values: ReadonlyArray<ChoiceValue>,
): SelectOption[] {
  const options = choices.map(([value, label]) => ({ value: encodeSelectKey(value), label }));
  const known = new Set(options.map((option) => option.value));
  for (const value of values) {
    const key = encodeSelectKey(value);
    const matchesChoice = choices.some(([choice]) => String(choice) === String(value));
    if (!known.has(key) && !matchesChoice) {
      known.add(key);
      options.push({ value: key, label: String(value) });
    }
  }
  return options;
}

/** The key a value shows under: the matching choice's key ('100' shows the choice 100). */
export function keyForValue(value: ChoiceValue, choices: ReadonlyArray<Choice>): string {
  const exact = choices.find(([choice]) => choice === value);
  if (exact) return encodeSelectKey(exact[0]);
  const loose = choices.find(([choice]) => choice !== null && String(choice) === String(value));
  return encodeSelectKey(loose ? loose[0] : value);
}
