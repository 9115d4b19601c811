import { describe, expect, it } from 'vitest';
import { GenericDataType } from './columnTypes';
import { autoColumnWidth, MAX_AUTO_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './columnWidths';

describe('autoColumnWidth', () => {
  const column = { key: 'id', type: GenericDataType.NUMERIC };

  it('is never narrower than the minimum', () => {
    expect(autoColumnWidth(column, [{ id: 1 }])).toBeGreaterThanOrEqual(MIN_COLUMN_WIDTH);
  });

  it('grows with the content but stops at the maximum', () => {
    const short = autoColumnWidth({ key: 't', type: GenericDataType.STRING }, [{ t: 'abc' }]);
    const long = autoColumnWidth({ key: 't', type: GenericDataType.STRING }, [
      { t: 'x'.repeat(30) },
    ]);
    const huge = autoColumnWidth({ key: 't', type: GenericDataType.STRING }, [
      { t: 'x'.repeat(5000) },
    ]);
    expect(long).toBeGreaterThan(short);
    expect(huge).toBe(MAX_AUTO_COLUMN_WIDTH);
  });

  it('fits the header label', () => {
    const wide = autoColumnWidth(
      { key: 'a_very_long_column_name_here', type: GenericDataType.STRING },
      [],
    );
    expect(wide).toBeGreaterThan(200);
  });

  it('takes a given width as is', () => {
    expect(autoColumnWidth({ ...column, width: 500 }, [])).toBe(500);
  });
});
