import { describe, expect, it } from 'vitest';
import type { ChartMetadata } from '../../../visualizations/chartPluginTypes';
import {
  ALL_CHARTS_SELECTOR,
  createVizSearch,
  displayedEntries,
  entriesForSelector,
  initialGalleryState,
  isActiveSelector,
  isSearching,
  listCategories,
  listTags,
  listedEntries,
  pickChart,
  pickSelector,
  typeSearch,
  type VizEntry,
  type VizSelector,
} from './vizGalleryRules';

const meta = (overrides: Partial<ChartMetadata>): ChartMetadata => ({
  name: 'Chart',
  category: 'Evolution',
  tags: [],
  thumbnail: '/thumb.png',
  behaviors: [],
  ...overrides,
});

const ENTRIES: VizEntry[] = [
  {
    key: 'echarts_timeseries_line',
    metadata: meta({
      name: 'Line Chart',
      category: 'Evolution',
      tags: ['Popular', 'ECharts', 'Trend', 'Line'],
      description: 'Line chart is used to visualize measurements taken over a given category.',
      label: 'FEATURED',
    }),
  },
  {
    key: 'echarts_timeseries_bar',
    metadata: meta({
      name: 'Bar Chart',
      category: 'Evolution',
      tags: ['Popular', 'ECharts', 'Bar'],
      description: 'Bar charts compare values across categories.',
    }),
  },
  {
    key: 'pie',
    metadata: meta({
      name: 'Pie Chart',
      category: 'Part of a Whole',
      tags: ['Popular', 'ECharts', 'Circular'],
      description: 'The classic.',
    }),
  },
  {
    key: 'table',
    metadata: meta({ name: 'Table', category: 'Table', tags: ['Popular', 'Report'] }),
  },
  {
    key: 'legacy_line',
    metadata: meta({
      name: 'Line Chart (legacy)',
      category: 'Evolution',
      tags: ['Line', 'Legacy'],
      deprecated: true,
      label: 'DEPRECATED',
    }),
  },
  {
    key: 'mystery',
    metadata: meta({ name: 'Mystery', category: '', tags: ['Advanced-Analytics'] }),
  },
];

const keys = (entries: VizEntry[]) => entries.map((e) => e.key);
const category = (name: string): VizSelector => ({ section: 'CATEGORY', name });
const tag = (name: string): VizSelector => ({ section: 'TAGS', name });
const recommended = (name: string): VizSelector => ({ section: 'RECOMMENDED_TAGS', name });

describe('listing', () => {
  it('hides deprecated types unless selected', () => {
    expect(keys(listedEntries(ENTRIES, null))).not.toContain('legacy_line');
    expect(keys(listedEntries(ENTRIES, 'legacy_line'))).toContain('legacy_line');
  });

  it('sorts categories with Other last, from charts without one', () => {
    expect(listCategories(ENTRIES)).toEqual(['Evolution', 'Part of a Whole', 'Table', 'Other']);
  });

  it('lists tags alphabetically without the recommended ones', () => {
    expect(listTags(ENTRIES)).toEqual(['Bar', 'Circular', 'Legacy', 'Line', 'Report', 'Trend']);
  });

  it('filters by category, tag, recommended tag and all charts', () => {
    const listed = listedEntries(ENTRIES, null);
    expect(keys(entriesForSelector(listed, category('Evolution')))).toEqual([
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
    ]);
    expect(keys(entriesForSelector(listed, category('Other')))).toEqual(['mystery']);
    expect(keys(entriesForSelector(listed, tag('Line')))).toEqual(['echarts_timeseries_line']);
    expect(keys(entriesForSelector(listed, recommended('Advanced-Analytics')))).toEqual([
      'mystery',
    ]);
    expect(keys(entriesForSelector(listed, ALL_CHARTS_SELECTOR))).toEqual(keys(listed));
  });
});

describe('createVizSearch', () => {
  const search = createVizSearch(ENTRIES);

  it('matches names fuzzily', () => {
    expect(keys(search('pie chrt'))[0]).toBe('pie');
    expect(keys(search('tabel'))).toContain('table');
  });

  it('matches tags and descriptions', () => {
    expect(keys(search('circular'))).toEqual(['pie']);
    expect(keys(search('classic'))).toEqual(['pie']);
  });

  it('puts featured charts before deprecated ones', () => {
    const found = keys(search('line'));
    expect(found.indexOf('echarts_timeseries_line')).toBeLessThan(found.indexOf('legacy_line'));
  });

  it('finds nothing for an empty box or a distant word', () => {
    expect(search('   ')).toEqual([]);
    expect(search('zzzzqqq')).toEqual([]);
  });
});

describe('gallery state', () => {
  const listed = listedEntries(ENTRIES, null);
  const search = createVizSearch(listed);

  it('opens on the selected chart category, else on Popular', () => {
    expect(initialGalleryState(listed, 'pie')).toEqual({
      selector: category('Part of a Whole'),
      search: '',
      selectedKey: 'pie',
    });
    expect(initialGalleryState(listed, null).selector).toEqual(recommended('Popular'));
    expect(initialGalleryState(listed, 'not_registered').selectedKey).toBeNull();
  });

  it('keeps the selection when the new selector lists it', () => {
    const state = initialGalleryState(listed, 'echarts_timeseries_line');
    expect(pickSelector(state, tag('Line'), listed).selectedKey).toBe('echarts_timeseries_line');
    expect(pickSelector(state, recommended('ECharts'), listed).selectedKey).toBe(
      'echarts_timeseries_line',
    );
    expect(pickSelector(state, ALL_CHARTS_SELECTOR, listed).selectedKey).toBe(
      'echarts_timeseries_line',
    );
  });

  it('clears the selection when the new selector does not list it', () => {
    const state = initialGalleryState(listed, 'echarts_timeseries_line');
    const next = pickSelector(state, category('Table'), listed);
    expect(next.selectedKey).toBeNull();
    expect(next.selector).toEqual(category('Table'));
    expect(pickSelector(state, tag('Circular'), listed).selectedKey).toBeNull();
  });

  it('keeps the selection when the same selector is picked again', () => {
    const state = pickChart(initialGalleryState(listed, null), 'mystery');
    expect(pickSelector(state, recommended('Popular'), listed).selectedKey).toBe('mystery');
  });

  it('searches while the box has text and leaves search mode when it is cleared', () => {
    const start = initialGalleryState(listed, 'table');
    const searching = typeSearch(start, 'pie');
    expect(isSearching(searching)).toBe(true);
    expect(keys(displayedEntries(searching, listed, search))).toEqual(['pie']);
    expect(isActiveSelector(searching, category('Table'))).toBe(false);
    // Picking a chart from the results does not leave search mode.
    const picked = pickChart(searching, 'pie');
    expect(keys(displayedEntries(picked, listed, search))).toEqual(['pie']);
    const cleared = typeSearch(picked, '');
    expect(isSearching(cleared)).toBe(false);
    expect(keys(displayedEntries(cleared, listed, search))).toEqual(['table']);
    expect(isActiveSelector(cleared, category('Table'))).toBe(true);
    expect(cleared.selectedKey).toBe('pie');
  });

  it('leaves search mode when a selector is picked', () => {
    const searching = typeSearch(initialGalleryState(listed, null), 'bar');
    const next = pickSelector(searching, category('Evolution'), listed);
    expect(next.search).toBe('');
    expect(keys(displayedEntries(next, listed, search))).toEqual([
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
    ]);
  });
});
