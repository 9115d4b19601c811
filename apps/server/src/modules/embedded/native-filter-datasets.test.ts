import { describe, expect, it } from 'vitest';
import { nativeFilterDatasetIds } from './native-filter-datasets';

describe('datasets of native filters', () => {
  it("collects every filter target's dataset once, ignoring what is not one", () => {
    const metadata = JSON.stringify({
      native_filter_configuration: [
        { targets: [{ datasetId: 3, column: { name: 'origin' } }] },
        { targets: [{ datasetId: 3 }, { datasetId: 7 }] },
        { targets: [{}] },
        { targets: 'nonsense' },
        null,
      ],
    });
    expect(
      nativeFilterDatasetIds([
        { json_metadata: metadata },
        { json_metadata: null },
        { json_metadata: '{' },
      ]).sort(),
    ).toEqual([3, 7]);
  });
});
