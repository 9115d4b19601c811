/**
 * The instance's explore defaults reach the browser through the bootstrap payload: the chart type
 * a new chart starts as, the time range a new time filter starts with, and the row limits, each
 * from its setting; a setting the web app could not use stops the server at boot.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { storeVariants } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';

const [sqlite] = await storeVariants();

async function conf(suite: ReturnType<typeof useTestApp>) {
  const res = await suite.t.get('/api/v1/common/bootstrap_data/', suite.admin);
  return (res.json() as { result: { conf: Record<string, unknown> } }).result.conf;
}

describe('explore defaults by default', () => {
  const suite = useTestApp(sqlite!);

  it('start a table with no time filter and the standard row limits', async () => {
    expect(await conf(suite)).toMatchObject({
      DEFAULT_VIZ_TYPE: 'table',
      DEFAULT_TIME_FILTER: 'No filter',
      ROW_LIMIT: 10000,
      SQL_MAX_ROW: 100000,
    });
  });
});

describe('explore defaults from settings', () => {
  const suite = useTestApp(sqlite!, {
    DEFAULT_VIZ_TYPE: 'echarts_timeseries_bar',
    DEFAULT_TIME_FILTER: 'Last week',
    ROW_LIMIT: '500',
    SQL_MAX_ROW: '20000',
  });

  it('hand the configured chart type, time range and limits to the web app', async () => {
    expect(await conf(suite)).toMatchObject({
      DEFAULT_VIZ_TYPE: 'echarts_timeseries_bar',
      DEFAULT_TIME_FILTER: 'Last week',
      ROW_LIMIT: 500,
      SQL_MAX_ROW: 20000,
    });
  });
});

describe('explore default settings that cannot work', () => {
  const base = { DATA_DIR: '/tmp/panorama-unused', SECRET_KEY: 'k'.repeat(40) };

  it('refuse an unknown chart type or a time range the grammar cannot read', () => {
    expect(() => loadConfig({ ...base, DEFAULT_VIZ_TYPE: 'no_such_chart' })).toThrow(
      /DEFAULT_VIZ_TYPE/,
    );
    expect(() => loadConfig({ ...base, DEFAULT_TIME_FILTER: 'Last fortnight : soonish' })).toThrow(
      /DEFAULT_TIME_FILTER/,
    );
  });
});
