/**
 * The columns a conditional-format rule may name. Chart types pass `columnOptions` as
 * `{value, label}` pairs, plain names, or their metrics (saved metric names or adhoc metrics,
 * whose label is the result column's name).
 */
export interface ColumnOption {
  value: string;
  label: string;
}

function optionOf(entry: unknown): ColumnOption | null {
  if (typeof entry === 'string') return entry === '' ? null : { value: entry, label: entry };
  if (typeof entry !== 'object' || entry === null) return null;
  const record = entry as Record<string, unknown>;
  if (typeof record.value === 'string') {
    return {
      value: record.value,
      label: typeof record.label === 'string' ? record.label : record.value,
    };
  }
  if (typeof record.label === 'string' && record.label !== '') {
    return { value: record.label, label: record.label };
  }
  return null;
}

/** Options for the column select, each value once, in the order given. */
export function formattingColumnOptions(entries: ReadonlyArray<unknown>): ColumnOption[] {
  const seen = new Set<string>();
  const options: ColumnOption[] = [];
  for (const entry of entries) {
    const option = optionOf(entry);
    if (option && !seen.has(option.value)) {
      seen.add(option.value);
      options.push(option);
    }
  }
  return options;
}
