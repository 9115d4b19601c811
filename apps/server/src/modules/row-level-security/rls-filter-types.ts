/**
 * The kinds of row-level rule: a Regular rule applies to the roles it names, a Base rule to
 * everyone except them.
 */
export const FILTER_TYPES = ['Regular', 'Base'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
