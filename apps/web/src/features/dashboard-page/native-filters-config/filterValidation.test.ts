import { describe, expect, it } from 'vitest';
import { newDividerDraft, newFilterDraft, type NativeFilterDraft } from './filterDraft';
import { validateDraft, validateDrafts } from './filterValidation';

function filter(patch: Partial<NativeFilterDraft> = {}): NativeFilterDraft {
  return {
    ...newFilterDraft({ id: patch.id ?? 'NATIVE_FILTER-a' }),
    name: 'Origin',
    datasetId: 4,
    column: 'origin',
    ...patch,
  };
}

describe('configuration validation', () => {
  it('accepts a complete value filter', () => {
    const draft = filter();
    expect(validateDraft(draft, [draft])).toEqual({});
  });

  it('requires a name, a dataset and a column', () => {
    const draft = filter({ name: '  ', datasetId: null, column: null });
    expect(validateDraft(draft, [draft])).toEqual({
      name: 'Name is required',
      dataset: 'Dataset is required',
      column: 'Column is required',
    });
  });

  it('needs no dataset for a time range and no column for time column or grain', () => {
    const time = filter({ filterType: 'filter_time', datasetId: null, column: null });
    const grain = filter({ filterType: 'filter_timegrain', column: null });
    const grainNoDataset = filter({ filterType: 'filter_timegrain', datasetId: null });
    expect(validateDraft(time, [time])).toEqual({});
    expect(validateDraft(grain, [grain])).toEqual({});
    expect(validateDraft(grainNoDataset, [grainNoDataset])).toEqual({
      dataset: 'Dataset is required',
    });
  });

  it('requires a default value when the filter value is required', () => {
    const draft = filter({ required: true });
    expect(validateDraft(draft, [draft])).toEqual({ defaultValue: 'Please choose a valid value' });
    expect(validateDraft({ ...draft, defaultValue: ['SEA'] }, [draft])).toEqual({});
  });

  it('does not ask for a default when the first item is selected by default', () => {
    const draft = filter({
      required: true,
      select: { ...filter().select, defaultToFirstItem: true },
    });
    expect(validateDraft(draft, [draft])).toEqual({});
  });

  it('asks for a value when "has default value" is ticked and nothing is chosen', () => {
    const draft = filter({ hasDefaultValue: true, defaultValue: [] });
    expect(validateDraft(draft, [draft]).defaultValue).toBe('Please choose a valid value');
  });

  it('refuses a range default whose minimum is above its maximum', () => {
    const draft = filter({
      filterType: 'filter_range',
      column: 'distance',
      hasDefaultValue: true,
      defaultValue: [500, 100],
    });
    expect(validateDraft(draft, [draft])).toEqual({
      defaultValue: 'Minimum value cannot be higher than maximum value',
    });
    expect(validateDraft({ ...draft, defaultValue: [100, 100] }, [draft])).toEqual({});
    expect(validateDraft({ ...draft, defaultValue: [null, 100] }, [draft])).toEqual({});
    expect(validateDraft({ ...draft, defaultValue: [null, null] }, [draft])).toEqual({
      defaultValue: 'Please choose a valid value',
    });
  });

  it('requires a pre-filter once the pre-filter switch is on', () => {
    const draft = filter({ preFilterEnabled: true });
    expect(validateDraft(draft, [draft])).toEqual({ preFilter: 'Pre-filter is required' });
    expect(validateDraft({ ...draft, timeRange: 'Last week' }, [draft])).toEqual({});
  });

  it('refuses parent links that form a cycle', () => {
    const a = filter({ id: 'NATIVE_FILTER-a', cascadeParentIds: ['NATIVE_FILTER-b'] });
    const b = filter({ id: 'NATIVE_FILTER-b', cascadeParentIds: ['NATIVE_FILTER-a'] });
    expect(validateDrafts([a, b])).toEqual({
      'NATIVE_FILTER-a': { parents: 'Cannot create cyclic hierarchy' },
      'NATIVE_FILTER-b': { parents: 'Cannot create cyclic hierarchy' },
    });
    expect(validateDrafts([a, { ...b, cascadeParentIds: [] }])).toEqual({});
  });

  it('requires a divider title', () => {
    const divider = newDividerDraft('NATIVE_FILTER_DIVIDER-1');
    expect(validateDraft(divider, [divider])).toEqual({ title: 'Title is required' });
  });
});
