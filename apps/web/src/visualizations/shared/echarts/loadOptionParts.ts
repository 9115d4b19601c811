/**
 * Loads the option parts (`optionParts.ts`) an option draws with that ECharts does not have yet,
 * each from its own small chunk: a dashboard's line chart never downloads the zoom slider or the
 * annotation marks, a chart that turns them on fetches them before it is drawn.
 */
import type { OptionPart } from './optionParts';
import { isOptionPartRegistered } from './optionPartRegistry';

const PART_MODULES: Readonly<Record<OptionPart, () => Promise<unknown>>> = {
  lineSeries: () => import('./parts/lineSeries'),
  barSeries: () => import('./parts/barSeries'),
  scatterSeries: () => import('./parts/scatterSeries'),
  chordSeries: () => import('./parts/chordSeries'),
  parallelSeries: () => import('./parts/parallelSeries'),
  customSeries: () => import('./parts/customSeries'),
  dataZoom: () => import('./parts/dataZoom'),
  markLine: () => import('./parts/markLine'),
  markArea: () => import('./parts/markArea'),
  graphic: () => import('./parts/graphic'),
  labelLayout: () => import('./parts/labelLayout'),
};

/**
 * Resolves once every part in `parts` (`optionPartsUsedBy` an option) is registered; null when
 * they all are already, so the caller draws at once, within the same React commit.
 */
export function loadMissingOptionParts(parts: Iterable<OptionPart>): Promise<void> | null {
  const missing = [...parts].filter((part) => !isOptionPartRegistered(part));
  if (missing.length === 0) return null;
  return Promise.all(missing.map((part) => PART_MODULES[part]())).then(() => undefined);
}
