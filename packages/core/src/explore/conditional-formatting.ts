/**
 * Conditional-format rules of table-like charts: the
 * operators, colour schemes and the validation the rule editor shows. Operator values are
 * Superset's symbols (`≥`, `< x <`, ...) so saved charts keep working in both products.
 * Messages are Superset's English text; the web app shows them through `t()`.
 */
import { toNumber } from '../json/to-number';

export const COMPARATOR = {
  NONE: 'None',
  GREATER_THAN: '>',
  LESS_THAN: '<',
  GREATER_OR_EQUAL: '≥',
  LESS_OR_EQUAL: '≤',
  EQUAL: '=',
  NOT_EQUAL: '≠',
  BETWEEN: '< x <',
  BETWEEN_OR_EQUAL: '≤ x ≤',
  BETWEEN_OR_LEFT_EQUAL: '≤ x <',
  BETWEEN_OR_RIGHT_EQUAL: '< x ≤',
} as const;
export type Comparator = (typeof COMPARATOR)[keyof typeof COMPARATOR];

/** In the order the operator select lists them. */
export const COMPARATORS: Comparator[] = Object.values(COMPARATOR);

/** Operators comparing against a left and a right value. */
export const BETWEEN_COMPARATORS: ReadonlyArray<Comparator> = [
  COMPARATOR.BETWEEN,
  COMPARATOR.BETWEEN_OR_EQUAL,
  COMPARATOR.BETWEEN_OR_LEFT_EQUAL,
  COMPARATOR.BETWEEN_OR_RIGHT_EQUAL,
];

/**
 * The three colours a rule may paint with: `value` is what `colorScheme` stores (Superset's
 * green, yellow, red), `color` the shade drawn.
 */
export const FORMATTING_COLOR_SCHEMES = [
  { value: 'green', label: 'Green', color: '#ACE1C4' },
  { value: 'yellow', label: 'Yellow', color: '#FDE380' },
  { value: 'red', label: 'Red', color: '#EFA1AA' },
] as const;

/** The shade of a stored `colorScheme` (a scheme name, or a colour written directly). */
export function formattingColor(colorScheme: string | null | undefined): string | undefined {
  if (!colorScheme) return undefined;
  return (
    FORMATTING_COLOR_SCHEMES.find((scheme) => scheme.value === colorScheme)?.color ?? colorScheme
  );
}

export interface ConditionalFormattingRule {
  column?: string | null;
  colorScheme?: string | null;
  operator?: Comparator | null;
  targetValue?: number | string | null;
  targetValueLeft?: number | string | null;
  targetValueRight?: number | string | null;
}

export const REQUIRED_MESSAGE = 'Required';
export const LEFT_NOT_SMALLER_MESSAGE = 'This value should be smaller than the right target value';
export const RIGHT_NOT_GREATER_MESSAGE = 'This value should be greater than the left target value';

export type RuleField = keyof ConditionalFormattingRule;

export function isBetweenComparator(operator: unknown): boolean {
  return BETWEEN_COMPARATORS.includes(operator as Comparator);
}

function isMissing(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * The first error of each invalid field (empty when the rule can be saved): column, colour and
 * operator are required; single-value operators need a numeric target, between operators a left
 * value smaller than the right one; operator None needs no target.
 */
export function validateFormattingRule(
  rule: ConditionalFormattingRule,
): Partial<Record<RuleField, string>> {
  const errors: Partial<Record<RuleField, string>> = {};
  if (isMissing(rule.column)) errors.column = REQUIRED_MESSAGE;
  if (isMissing(rule.colorScheme)) errors.colorScheme = REQUIRED_MESSAGE;
  if (isMissing(rule.operator)) {
    errors.operator = REQUIRED_MESSAGE;
    return errors;
  }
  if (rule.operator === COMPARATOR.NONE) return errors;

  if (isBetweenComparator(rule.operator)) {
    const left = toNumber(rule.targetValueLeft);
    const right = toNumber(rule.targetValueRight);
    if (left === null) errors.targetValueLeft = REQUIRED_MESSAGE;
    if (right === null) errors.targetValueRight = REQUIRED_MESSAGE;
    if (left !== null && right !== null && !(left < right)) {
      errors.targetValueLeft = LEFT_NOT_SMALLER_MESSAGE;
      errors.targetValueRight = RIGHT_NOT_GREATER_MESSAGE;
    }
    return errors;
  }
  if (toNumber(rule.targetValue) === null) errors.targetValue = REQUIRED_MESSAGE;
  return errors;
}

export function isValidFormattingRule(rule: ConditionalFormattingRule): boolean {
  return Object.keys(validateFormattingRule(rule)).length === 0;
}

/** Drops target fields the operator does not use, so saved rules stay tidy. */
export function normalizeFormattingRule(
  rule: ConditionalFormattingRule,
): ConditionalFormattingRule {
  const { targetValue, targetValueLeft, targetValueRight, ...rest } = rule;
  if (rule.operator === COMPARATOR.NONE || isMissing(rule.operator)) return rest;
  const number = (value: unknown) => toNumber(value) ?? undefined;
  if (isBetweenComparator(rule.operator)) {
    return {
      ...rest,
      targetValueLeft: number(targetValueLeft),
      targetValueRight: number(targetValueRight),
    };
  }
  return { ...rest, targetValue: number(targetValue) };
}

/** The one-line summary of a rule: `sales > 10`, `1 < sales < 9`, or just the column for None. */
export function formattingRuleSummary(rule: ConditionalFormattingRule): string {
  const column = rule.column ?? '';
  const show = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  if (!rule.operator || rule.operator === COMPARATOR.NONE) return column;
  if (isBetweenComparator(rule.operator)) {
    const middle = rule.operator.replace('x', column);
    return `${show(rule.targetValueLeft)} ${middle} ${show(rule.targetValueRight)}`;
  }
  return `${column} ${rule.operator} ${show(rule.targetValue)}`;
}
