import { describe, expect, it } from 'vitest';
import { effectiveDataMask } from './effective-data-mask';
import type { NativeFilter } from './filter-types';
import { nativeFilter } from './native-filter-fixture';

const origin: NativeFilter = nativeFilter('origin', {
  name: 'Origin',
  defaultDataMask: { filterState: { value: ['SFO'] } },
});

describe('effectiveDataMask', () => {
  it('falls back to the default and fills in the emitted extraFormData', () => {
    expect(effectiveDataMask([origin])).toEqual({
      origin: {
        id: 'origin',
        filterState: { value: ['SFO'] },
        extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }] },
      },
    });
  });

  it('prefers the saved mask and keeps cross filters', () => {
    const saved = {
      origin: { filterState: { value: ['LAX'] } },
      '7': { id: '7', extraFormData: { filters: [{ col: 'x', op: 'IN', val: [1] }] } },
    };
    const result = effectiveDataMask([origin], saved);
    expect(result.origin?.extraFormData).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: ['LAX'] }],
    });
    expect(result['7']).toEqual(saved['7']);
  });

  it('keeps an explicit extraFormData, even an empty one', () => {
    const result = effectiveDataMask([origin], { origin: { extraFormData: {}, filterState: {} } });
    expect(result.origin?.extraFormData).toEqual({});
  });
});
