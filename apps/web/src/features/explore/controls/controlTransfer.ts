/**
 * Connects the control panel to the transfer rules of `@panorama/core/explore/form-data-transfer`:
 * a chart type's controls become the plain descriptors those rules read, with choices computed
 * for the dataset at hand. The explore page calls `formDataForVizType` when the chart type
 * changes and `formDataForDatasource` when the dataset does.
 */
import {
  switchVizType,
  transferToDatasource,
  type ControlKind,
  type DatasourceTransfer,
  type TransferControl,
} from '@panorama/core/explore/form-data-transfer';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelState,
  ControlType,
} from '../../../visualizations/controlPanelTypes';
import { listControls, resolveConfig } from './controlPanelState';

const KIND_BY_TYPE: Partial<Record<ControlType, ControlKind>> = {
  DndMetricSelect: 'metric',
  DndColumnSelect: 'column',
  DndFilterSelect: 'filter',
};

/** Choices restrict values only for selects and radio buttons that do not take free text. */
function fixedChoices(config: ControlConfig): TransferControl['choices'] {
  if (config.freeForm || !config.choices) return undefined;
  if (config.type !== 'SelectControl' && config.type !== 'RadioButtonControl') return undefined;
  return config.choices.map(([value]) => value);
}

export function transferControls(
  controlPanel: ControlPanelConfig,
  state: ControlPanelState,
): TransferControl[] {
  return listControls(controlPanel).map(({ name, config: base }) => {
    const config = resolveConfig(base, state);
    const choices = fixedChoices(config);
    return {
      name,
      kind: KIND_BY_TYPE[config.type] ?? 'other',
      default: config.default,
      multi: config.multi === true,
      freeForm: config.freeForm === true,
      ...(choices ? { choices } : {}),
    };
  });
}

/** The form data after switching to another chart type (see `switchVizType`). */
export function formDataForVizType(input: {
  formData: QueryFormData;
  newVizType: string;
  controlPanel: ControlPanelConfig;
  datasource: DatasourceJson | null;
  remembered?: Readonly<Record<string, Record<string, unknown>>>;
}): QueryFormData {
  // Defaults that depend on the dataset (the time column, ...) come from `mapStateToProps`.
  const state: ControlPanelState = { formData: input.formData, datasource: input.datasource };
  return switchVizType({
    formData: input.formData,
    newVizType: input.newVizType,
    controls: transferControls(input.controlPanel, state),
    ...(input.remembered ? { remembered: input.remembered } : {}),
  });
}

/** The form data after the chart moves to `datasource`, with what was kept and dropped. */
export function formDataForDatasource(input: {
  formData: QueryFormData;
  controlPanel: ControlPanelConfig;
  datasource: DatasourceJson;
}): DatasourceTransfer {
  // Choices (time grains, ...) must be those of the new dataset.
  const state: ControlPanelState = { formData: input.formData, datasource: input.datasource };
  return transferToDatasource({
    formData: input.formData,
    datasource: input.datasource,
    controls: transferControls(input.controlPanel, state),
  });
}
