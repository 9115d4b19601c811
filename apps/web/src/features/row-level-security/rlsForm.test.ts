import { describe, expect, it } from 'vitest';
import { rlsBody, rlsFormValues } from './rlsForm';
import type { RlsRule } from './rlsTypes';

const rule: RlsRule = {
  id: 4,
  name: 'North only',
  description: null,
  filter_type: 'Base',
  tables: [
    { id: 7, table_name: 'orders', schema: 'main' },
    { id: 8, table_name: 'returns', schema: null },
  ],
  roles: [{ id: 3, name: 'Gamma' }],
  group_key: 'region',
  clause: "region = 'north'",
  changed_on: '2026-01-02T03:04:05',
  changed_on_delta_humanized: 'a day ago',
  changed_by: null,
  changed_by_name: null,
  created_on: '2026-01-02T03:04:05',
  created_by: null,
};

describe('row level security form', () => {
  it('starts a new rule as a Regular filter with nothing chosen', () => {
    expect(rlsFormValues(null)).toEqual({
      name: '',
      filter_type: 'Regular',
      tables: [],
      roles: [],
      group_key: '',
      clause: '',
      description: '',
    });
  });

  it('edits a rule with its datasets and roles labelled', () => {
    const values = rlsFormValues(rule);
    expect(values.tables).toEqual([
      { value: 7, label: 'main.orders' },
      { value: 8, label: 'returns' },
    ]);
    expect(values.roles).toEqual([{ value: 3, label: 'Gamma' }]);
    expect(values.group_key).toBe('region');
    expect(values.description).toBe('');
  });

  it('sends ids, trimmed texts and null for blank optional fields', () => {
    expect(
      rlsBody({
        ...rlsFormValues(rule),
        name: '  North only ',
        group_key: '   ',
        description: ' Sales ',
        clause: " region = 'north'\n",
      }),
    ).toEqual({
      name: 'North only',
      description: 'Sales',
      filter_type: 'Base',
      tables: [7, 8],
      roles: [3],
      group_key: null,
      clause: "region = 'north'",
    });
  });
});
