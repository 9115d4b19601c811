import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './dataPaneStorage';
import {
  ORIGINAL_TIME_COLUMNS_KEY,
  readPanelOpen,
  readTemporalFormats,
  writePanelOpen,
  writeTemporalFormats,
} from './dataPaneStorage';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('panel open state', () => {
  it('defaults to closed and remembers what was written', () => {
    const storage = memoryStorage();
    expect(readPanelOpen(storage)).toBe(false);
    writePanelOpen(true, storage);
    expect(readPanelOpen(storage)).toBe(true);
  });

  it('survives junk and failing storage', () => {
    expect(readPanelOpen(memoryStorage({ is_datapanel_open: '{oops' }))).toBe(false);
    const failing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readPanelOpen(failing)).toBe(false);
    expect(() => writePanelOpen(true, failing)).not.toThrow();
    expect(readPanelOpen(undefined)).toBe(false);
  });
});

describe('temporal formats', () => {
  it('stores only the columns showing the original value, per dataset', () => {
    const storage = memoryStorage();
    writeTemporalFormats('1__table', { ds: 'original', other: 'formatted' }, storage);
    writeTemporalFormats('2__table', { when: 'original' }, storage);
    expect(JSON.parse(storage.data[ORIGINAL_TIME_COLUMNS_KEY] ?? '')).toEqual({
      '1__table': ['ds'],
      '2__table': ['when'],
    });
    expect(readTemporalFormats('1__table', storage)).toEqual({ ds: 'original' });
    expect(readTemporalFormats('3__table', storage)).toEqual({});
  });

  it('forgets a dataset once every column is back to formatted', () => {
    const storage = memoryStorage();
    writeTemporalFormats('1__table', { ds: 'original' }, storage);
    writeTemporalFormats('1__table', { ds: 'formatted' }, storage);
    expect(JSON.parse(storage.data[ORIGINAL_TIME_COLUMNS_KEY] ?? '')).toEqual({});
  });

  it('ignores malformed stored values', () => {
    const storage = memoryStorage({
      [ORIGINAL_TIME_COLUMNS_KEY]: JSON.stringify({ '1__table': ['ok', 3, null] }),
    });
    expect(readTemporalFormats('1__table', storage)).toEqual({ ok: 'original' });
    expect(
      readTemporalFormats('1__table', memoryStorage({ [ORIGINAL_TIME_COLUMNS_KEY]: '[1,2]' })),
    ).toEqual({});
  });
});
