import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

describe('deck_multi buildQuery', () => {
  it('asks nothing of its own dataset: its layers query their saved charts', () => {
    const context = buildQuery({
      datasource: '3__table',
      viz_type: 'deck_multi',
      deck_slices: [4, 5],
      adhoc_filters: [],
    });
    expect(context.queries).toEqual([]);
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(context.form_data).toMatchObject({ deck_slices: [4, 5] });
  });
});
