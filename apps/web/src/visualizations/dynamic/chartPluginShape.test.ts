import { describe, expect, it } from 'vitest';
import { checkChartPluginShape } from './chartPluginShape';
import { testPlugin } from './testPlugin';

describe('checkChartPluginShape', () => {
  it('accepts a complete plugin with the expected key', () => {
    const plugin = testPlugin('ext_chart');
    expect(checkChartPluginShape({ plugin }, 'ext_chart')).toEqual({ plugin });
  });

  it.each([
    [null, 'The bundle does not export `plugin`.'],
    [{ plugin: 'text' }, 'The bundle does not export `plugin`.'],
    [{ plugin: { ...testPlugin('ext_chart'), metadata: undefined } }, 'The plugin lacks metadata.'],
    [
      {
        plugin: { ...testPlugin('ext_chart'), metadata: { ...testPlugin('x').metadata, name: 3 } },
      },
      'metadata.name is not text.',
    ],
    [
      {
        plugin: {
          ...testPlugin('ext_chart'),
          metadata: { ...testPlugin('x').metadata, tags: 'a' },
        },
      },
      'metadata.tags is not a list.',
    ],
    [
      { plugin: { ...testPlugin('ext_chart'), controlPanel: {} } },
      'The plugin lacks controlPanel.controlPanelSections.',
    ],
    [
      { plugin: { ...testPlugin('ext_chart'), buildQuery: undefined } },
      'The plugin lacks buildQuery().',
    ],
    [
      { plugin: { ...testPlugin('ext_chart'), transformProps: {} } },
      'The plugin lacks transformProps().',
    ],
  ])('names what is missing (%#)', (moduleExports, error) => {
    expect(checkChartPluginShape(moduleExports, 'ext_chart')).toEqual({ error });
  });

  it('refuses a plugin registered under another key', () => {
    expect(checkChartPluginShape({ plugin: testPlugin('table') }, 'ext_chart')).toEqual({
      error: 'The bundle\'s plugin has key "table", expected "ext_chart".',
    });
  });
});
