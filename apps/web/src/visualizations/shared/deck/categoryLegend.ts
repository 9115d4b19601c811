/**
 * The category colours of a deck.gl chart coloured by a `dimension`: each row's category (numbers
 * written with `legend_format`, nulls as <NULL>), its colour from `color_scheme` (with the
 * dashboard's label colours), and the legend listing them at `legend_position` (none when null).
 */
import { tryParseColor } from '@panorama/core/explore/color';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { formDataColorScale } from '../echarts/categoricalColors';
import { readChoice, readOptionalString } from '../echarts/formDataValues';
import { toDeckColor, type DeckColor } from './deckColors';
import { LEGEND_POSITIONS, type LegendPosition } from './legendControls';

export const NULL_CATEGORY = '<NULL>';

export interface CategoryLegend {
  position: LegendPosition;
  items: { label: string; color: DeckColor }[];
}

export interface CategoryColors {
  /** The colour of a row's raw dimension value. */
  colorOf: (value: unknown) => DeckColor;
  /** The legend of the categories seen so far; null when hidden. */
  legend: () => CategoryLegend | null;
}

export function categoryColors(formData: QueryFormData, fallback: DeckColor): CategoryColors {
  const scale = formDataColorScale(formData);
  const format = getNumberFormatter(readOptionalString(formData, 'legend_format'));
  const seen = new Map<string, DeckColor>();
  const colorOf = (value: unknown): DeckColor => {
    const label =
      value === null || value === undefined
        ? NULL_CATEGORY
        : typeof value === 'number'
          ? format(value)
          : String(value);
    let color = seen.get(label);
    if (!color) {
      const parsed = tryParseColor(scale(label));
      color = parsed ? toDeckColor(parsed) : fallback;
      seen.set(label, color);
    }
    return color;
  };
  const legend = (): CategoryLegend | null =>
    formData.legend_position === null || seen.size === 0
      ? null
      : {
          position: readChoice(formData, 'legend_position', LEGEND_POSITIONS, 'tr'),
          items: [...seen].map(([label, color]) => ({ label, color })),
        };
  return { colorOf, legend };
}
