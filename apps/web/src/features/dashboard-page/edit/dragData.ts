/**
 * What edit mode drags: a component already in the layout, a new component from the palette, or
 * a saved chart from the palette. dnd-kit carries it as the draggable's `data`; the drop handler
 * reads it back with `editDragDataOf`, which ignores anything else dnd-kit may carry.
 */
import type { LayoutComponentType } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';
import type { SavedChartRow } from './savedCharts';

/** Layout elements the palette offers, in the order it shows them. */
export const PALETTE_COMPONENT_TYPES = [
  'TABS',
  'ROW',
  'COLUMN',
  'HEADER',
  'MARKDOWN',
  'DIVIDER',
] as const satisfies readonly LayoutComponentType[];

export type PaletteComponentType = (typeof PALETTE_COMPONENT_TYPES)[number];

export type EditDragData =
  | { kind: 'existing'; id: string; type: LayoutComponentType; label: string }
  | { kind: 'new'; type: PaletteComponentType }
  /** A component of the dashboard components registry, by its key. */
  | { kind: 'dynamic'; componentKey: string; name: string }
  | { kind: 'chart'; chart: SavedChartRow };

const KINDS = new Set(['existing', 'new', 'dynamic', 'chart']);

export function editDragDataOf(value: unknown): EditDragData | null {
  if (typeof value !== 'object' || value === null) return null;
  const kind = (value as { kind?: unknown }).kind;
  return typeof kind === 'string' && KINDS.has(kind) ? (value as EditDragData) : null;
}

/** The component type the layout rules see for the dragged thing. */
export function draggingTypeOf(data: EditDragData): LayoutComponentType {
  if (data.kind === 'chart') return 'CHART';
  if (data.kind === 'dynamic') return 'DYNAMIC';
  return data.type;
}

/** The dragged component's id when it is already on the dashboard. */
export function draggingIdOf(data: EditDragData): string | undefined {
  return data.kind === 'existing' ? data.id : undefined;
}

/** A component type's name as edit mode shows it (palette, drag preview, aria labels). */
export function componentTypeLabel(type: LayoutComponentType): string {
  switch (type) {
    case 'TABS':
      return t('Tabs');
    case 'TAB':
      return t('Tab');
    case 'ROW':
      return t('Row');
    case 'COLUMN':
      return t('Column');
    case 'HEADER':
      return t('Header');
    case 'MARKDOWN':
      return t('Text');
    case 'DIVIDER':
      return t('Divider');
    case 'CHART':
      return t('Chart');
    case 'DYNAMIC':
      return t('Component');
    case 'GRID':
      return t('Dashboard grid');
    case 'ROOT':
      return t('Dashboard');
  }
}

/** The text of the chip that follows the pointer while dragging. */
export function dragLabelOf(data: EditDragData): string {
  switch (data.kind) {
    case 'existing':
      return data.label;
    case 'new':
      return componentTypeLabel(data.type);
    case 'dynamic':
      return data.name;
    case 'chart':
      return data.chart.slice_name;
  }
}
