/** A minimal, valid ChartPlugin for the dynamic plugin tests (what a bundle would export). */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { ChartPlugin } from '../chartPluginTypes';

export function testPlugin(key: string): ChartPlugin {
  return {
    key,
    metadata: {
      name: `Plugin ${key}`,
      category: 'Custom',
      tags: [],
      thumbnail: '/static/thumb.png',
      behaviors: [],
    },
    controlPanel: { controlPanelSections: [] },
    buildQuery: (formData) => buildQueryContext(formData),
    transformProps: () => ({}),
    loadComponent: () => Promise.resolve({ default: () => null }),
  };
}
