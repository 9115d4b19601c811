/**
 * The chart-type contract: one folder per Superset `viz_type` under `visualizations/`, each
 * exporting a `ChartPlugin`. The registry (`registry.ts`) lists them; explore and dashboards use
 * only this interface: metadata for the picker, the control panel, `buildQuery` for the request,
 * a pure `transformProps` and a lazily loaded component.
 */
import type { ComponentType } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import type { ChartDataEntry } from '@panorama/core/schemas/chart-data';
import type { DatasourceJson } from '../models/datasourceTypes';
import type { ControlPanelConfig } from './controlPanelTypes';

export type ChartBehavior = 'INTERACTIVE_CHART' | 'NATIVE_FILTER' | 'DRILL_TO_DETAIL' | 'DRILL_BY';
export type ChartLabel = 'DEPRECATED' | 'FEATURED';
export type ChartContext =
  'EXPLORE' | 'DASHBOARD' | 'FILTER_BAR' | 'FILTER_CONFIG_MODAL' | 'EMBEDDED';

export interface ChartMetadata {
  name: string;
  category: string;
  tags: string[];
  description?: string;
  /** URL of an image showing the chart (bundled asset). */
  thumbnail: string;
  exampleGallery?: Array<{ url: string; caption: string }>;
  behaviors: ChartBehavior[];
  deprecated?: boolean;
  label?: ChartLabel;
  labelExplanation?: string;
}

/** One entry of the chart data API's `result` array, as a chart asking for rows gets it. */
export type ChartDataResult = ChartDataEntry;

/** Callbacks a rendered chart may use; all optional because contexts differ. */
export interface ChartHooks {
  /** Emit a data mask (cross filter) — consumed by dashboards. */
  setDataMask?: (dataMask: {
    extraFormData?: Record<string, unknown>;
    filterState?: Record<string, unknown>;
  }) => void;
  /** Server-side pagination / sort state of tables (`ownState`). */
  setOwnState?: (ownState: Record<string, unknown>) => void;
  /**
   * Opens the host's menu for a right-clicked item: its filters, and the data mask a click on the
   * item would emit (for 'Add cross-filter'; absent where a click emits none).
   */
  onContextMenu?: (
    x: number,
    y: number,
    filters: Array<{ col: string; op: string; val: unknown }>,
    crossFilter?: {
      extraFormData?: Record<string, unknown>;
      filterState?: Record<string, unknown>;
    },
  ) => void;
}

export interface ChartProps {
  formData: QueryFormData;
  queriesData: ChartDataResult[];
  datasource: DatasourceJson | null;
  width: number;
  height: number;
  hooks: ChartHooks;
  context: ChartContext;
  /** Current own state (e.g. table page and sort) when the chart uses server pagination. */
  ownState?: Record<string, unknown>;
  /** Cross-filter state this chart emitted, to highlight the selection. */
  filterState?: Record<string, unknown>;
}

export interface ChartPlugin<P = Record<string, unknown>> {
  /** Superset's `viz_type` key. */
  key: string;
  metadata: ChartMetadata;
  controlPanel: ControlPanelConfig;
  /** The chart data request for this form data (explore and dashboards post it as is). */
  buildQuery: (
    formData: QueryFormData,
    options?: { ownState?: Record<string, unknown> },
  ) => QueryContext;
  /** Pure: query results and form data → the component's props. Unit-tested on fixtures. */
  transformProps: (chartProps: ChartProps) => P;
  /** The React component, its own lazily loaded chunk. */
  loadComponent: () => Promise<{ default: ComponentType<P> }>;
}
