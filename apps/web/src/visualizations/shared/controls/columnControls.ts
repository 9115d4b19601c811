/**
 * Drop-zone controls under chart-specific names (the pivot table's rows and columns, ...),
 * offering the dataset's groupable columns like the shared `groupby` control does.
 */
import type { ControlConfig, ControlPanelState, NamedControl } from '../../controlPanelTypes';

const columnZoneProps = ({ datasource }: ControlPanelState) => ({
  options: (datasource?.columns ?? []).filter((column) => column.groupby !== false),
  savedMetrics: datasource?.metrics ?? [],
});

/** A multi-column drop zone's config, offering the columns `mapStateToProps` gives. */
export function columnsDropZoneConfig(
  label: string,
  description: string,
  mapStateToProps: ControlConfig['mapStateToProps'] = columnZoneProps,
): ControlConfig {
  return {
    type: 'DndColumnSelect',
    multi: true,
    freeForm: true,
    clearable: true,
    label,
    description,
    default: [],
    mapStateToProps,
  };
}

/** A multi-column drop zone. */
export function columnsDropZone(name: string, label: string, description: string): NamedControl {
  return { name, config: columnsDropZoneConfig(label, description) };
}

/**
 * Which dataset columns are temporal, kept in the form data so buildQuery (which sees no
 * dataset) can truncate a temporal dimension to the time grain.
 */
export const temporalColumnsLookup: NamedControl = {
  name: 'temporal_columns_lookup',
  config: {
    type: 'HiddenControl',
    default: {},
    mapStateToProps: ({ datasource }) => ({
      value: Object.fromEntries(
        (datasource?.columns ?? []).map((column) => [column.column_name, Boolean(column.is_dttm)]),
      ),
    }),
  },
};

/** True when one of the chosen dimensions (in any of `keys`) is a temporal column. */
export function hasTemporalDimension(state: ControlPanelState, keys: readonly string[]): boolean {
  const temporal = new Set(
    (state.datasource?.columns ?? []).filter((column) => column.is_dttm).map((c) => c.column_name),
  );
  return keys.some((key) => {
    const value: unknown = state.formData[key];
    const list: unknown[] = Array.isArray(value) ? value : value ? [value] : [];
    return list.some((column) =>
      typeof column === 'string'
        ? temporal.has(column)
        : typeof column === 'object' && column !== null,
    );
  });
}
