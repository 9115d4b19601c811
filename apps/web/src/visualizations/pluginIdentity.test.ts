/**
 * The chart types' identity in the picker: each plugin's key, name and category (and a tag it
 * must carry), checked against what Superset calls them.
 */
import { describe, expect, it } from 'vitest';
import { plugin as boxPlot } from './box_plot';
import { plugin as bubble } from './bubble_v2';
import { plugin as funnel } from './funnel';
import { plugin as histogram } from './histogram_v2';
import { plugin as mixedTimeseries } from './mixed_timeseries';
import { plugin as radar } from './radar';
import { plugin as waterfall } from './waterfall';

describe.each([
  { plugin: boxPlot, key: 'box_plot', name: 'Box Plot', category: 'Distribution', tags: [] },
  { plugin: bubble, key: 'bubble_v2', name: 'Bubble Chart', category: 'Correlation', tags: [] },
  { plugin: funnel, key: 'funnel', name: 'Funnel Chart', category: 'KPI', tags: ['ECharts'] },
  { plugin: histogram, key: 'histogram_v2', name: 'Histogram', category: 'Distribution', tags: [] },
  {
    plugin: mixedTimeseries,
    key: 'mixed_timeseries',
    name: 'Mixed Chart',
    category: 'Evolution',
    tags: ['Multi-Variables'],
  },
  { plugin: radar, key: 'radar', name: 'Radar Chart', category: 'Ranking', tags: [] },
  { plugin: waterfall, key: 'waterfall', name: 'Waterfall Chart', category: 'Evolution', tags: [] },
])('$key plugin', ({ plugin, key, name, category, tags }) => {
  it(`is the ${name} in ${category}`, () => {
    expect(plugin.key).toBe(key);
    expect(plugin.metadata.name).toBe(name);
    expect(plugin.metadata.category).toBe(category);
    for (const tag of tags) expect(plugin.metadata.tags).toContain(tag);
  });
});
