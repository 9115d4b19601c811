/**
 * The settings a column's popover in the per-column editor (`column_config`) can hold, with
 * Superset's keys, labels and descriptions, and which of them each kind of column gets (its
 * "form layout"). A chart passes its own fields and layout (the radar's axis bounds); the table
 * uses the default layout below.
 */
import { GenericDataType } from '@panorama/core/columns/type-names';

export type ColumnConfigFieldKind =
  'width' | 'number' | 'align' | 'checkbox' | 'format' | 'currency' | 'slider';

export interface ColumnConfigFieldSpec {
  key: string;
  kind: ColumnConfigFieldKind;
  label: string;
  description?: string;
  placeholder?: string;
  /** Shown while the column has no value of its own. */
  defaultValue?: unknown;
  /** A chart-wide control the column follows while it has no value of its own. */
  formDataDefault?: string;
  min?: number;
  max?: number;
}

/** One tab of a column's popover; a layout of a single tab without a title shows no tabs. */
export interface ColumnConfigTab {
  tab?: string;
  /** Rows of field keys, laid side by side. */
  rows: string[][];
}

/** The popover's tabs per GenericDataType code. */
export type ColumnConfigLayout = Partial<Record<number, ColumnConfigTab[]>>;

const D3_FORMAT_DOCS = 'D3 format syntax: https://github.com/d3/d3-format';

export const SHARED_COLUMN_CONFIG_FIELDS: Record<string, ColumnConfigFieldSpec> = {
  columnWidth: {
    key: 'columnWidth',
    kind: 'width',
    label: 'Min Width',
    description:
      "Default minimal column width in pixels, actual width may still be larger than this if other columns don't need much space",
    placeholder: 'auto',
  },
  horizontalAlign: {
    key: 'horizontalAlign',
    kind: 'align',
    label: 'Text align',
    description: 'Horizontal alignment',
  },
  showCellBars: {
    key: 'showCellBars',
    kind: 'checkbox',
    label: 'Show cell bars',
    description: 'Whether to display a bar chart background in table columns',
    defaultValue: true,
    formDataDefault: 'show_cell_bars',
  },
  alignPositiveNegative: {
    key: 'alignPositiveNegative',
    kind: 'checkbox',
    label: 'Align +/-',
    description: 'Whether to align positive and negative values in cell bar chart at 0',
    defaultValue: false,
    formDataDefault: 'align_pn',
  },
  colorPositiveNegative: {
    key: 'colorPositiveNegative',
    kind: 'checkbox',
    label: 'Color +/-',
    description: 'Whether to colorize numeric values by if they are positive or negative',
    // The table colours bars by sign unless told otherwise ('Color +/-' starts on).
    defaultValue: true,
    formDataDefault: 'color_pn',
  },
  d3NumberFormat: {
    key: 'd3NumberFormat',
    kind: 'format',
    label: 'D3 format',
    description: D3_FORMAT_DOCS,
  },
  d3SmallNumberFormat: {
    key: 'd3SmallNumberFormat',
    kind: 'format',
    label: 'Small number format',
    description:
      'D3 number format for numbers between -1.0 and 1.0, useful when you want to have different significant digits for small and large numbers',
  },
  currencyFormat: {
    key: 'currencyFormat',
    kind: 'currency',
    label: 'Currency format',
    description: "Writes the column's numbers as amounts of this currency, before or after them",
  },
  fractionDigits: {
    key: 'fractionDigits',
    kind: 'slider',
    label: 'Fraction digits',
    description: 'Number of decimal digits to round numbers to',
    defaultValue: 100,
    min: 0,
    max: 100,
  },
};

const WIDTH_AND_ALIGN = ['columnWidth', 'horizontalAlign'];

/** The table's popovers: width and alignment for every column, bars and formats for numbers. */
export const DEFAULT_COLUMN_CONFIG_LAYOUT: ColumnConfigLayout = {
  [GenericDataType.STRING]: [{ rows: [WIDTH_AND_ALIGN] }],
  [GenericDataType.NUMERIC]: [
    {
      tab: 'Display',
      rows: [
        WIDTH_AND_ALIGN,
        ['showCellBars'],
        ['alignPositiveNegative'],
        ['colorPositiveNegative'],
      ],
    },
    {
      tab: 'Number formatting',
      rows: [['d3NumberFormat'], ['d3SmallNumberFormat'], ['currencyFormat'], ['fractionDigits']],
    },
  ],
  [GenericDataType.TEMPORAL]: [{ rows: [WIDTH_AND_ALIGN] }],
  [GenericDataType.BOOLEAN]: [{ rows: [WIDTH_AND_ALIGN] }],
};

/** Numbers read best aligned right, everything else left, as the table draws them by default. */
export function defaultAlignment(dataType: number): 'left' | 'right' {
  return dataType === GenericDataType.NUMERIC ? 'right' : 'left';
}

/** A column the editor lists: its label in the result and its GenericDataType code. */
export interface ConfigColumn {
  name: string;
  dataType: number;
}

/**
 * The columns to list, from Superset's `{ colnames, coltypes }` shape (a chart result, or the
 * metrics a chart names); a column of unknown type is treated as text.
 */
export function readConfigColumns(value: unknown): ConfigColumn[] {
  if (typeof value !== 'object' || value === null) return [];
  const { colnames, coltypes } = value as { colnames?: unknown; coltypes?: unknown };
  if (!Array.isArray(colnames)) return [];
  const types = Array.isArray(coltypes) ? coltypes : [];
  const seen = new Set<string>();
  const columns: ConfigColumn[] = [];
  colnames.forEach((name, index) => {
    if (typeof name !== 'string' || seen.has(name)) return;
    seen.add(name);
    const type: unknown = types[index];
    columns.push({ name, dataType: typeof type === 'number' ? type : GenericDataType.STRING });
  });
  return columns;
}

/** The field specs a layout names, the chart's own fields taking precedence over shared ones. */
export function fieldsByKey(extra: unknown): Record<string, ColumnConfigFieldSpec> {
  const fields = { ...SHARED_COLUMN_CONFIG_FIELDS };
  if (Array.isArray(extra)) {
    for (const field of extra as unknown[]) {
      if (
        typeof field === 'object' &&
        field !== null &&
        typeof (field as ColumnConfigFieldSpec).key === 'string' &&
        typeof (field as ColumnConfigFieldSpec).kind === 'string'
      ) {
        fields[(field as ColumnConfigFieldSpec).key] = field as ColumnConfigFieldSpec;
      }
    }
  }
  return fields;
}
