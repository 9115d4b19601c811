/**
 * The explore control panel: a chart type's `ControlPanelConfig` rendered for the current form
 * data and dataset. Sections are collapsible (open when `expanded`); rows lay their controls side
 * by side; hidden sections and controls (`visibility`) are left out; each control gets its config
 * with overrides and `mapStateToProps` applied, its value, and its validation errors. A section
 * holding an invalid control shows a red mark in its title.
 */
import { ExclamationCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { Collapse, Tooltip } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type {
  ControlPanelConfig,
  ControlPanelSection,
  ControlPanelState,
  QueryResponseColumns,
} from '../../../visualizations/controlPanelTypes';
import { ControlHeader } from './ControlHeader';
import { CONTROLS_WITHOUT_HEADER, getControlComponent } from './controlComponents';
import {
  controlValue,
  isControlVisible,
  isSectionVisible,
  resolveCell,
  resolveConfig,
  staleComputedValues,
  validateControls,
} from './controlPanelState';
import './controls.css';

export interface ControlPanelProps {
  controlPanel: ControlPanelConfig;
  formData: QueryFormData;
  datasource: DatasourceJson | null;
  /** Columns of the chart's last result, for controls that list them. */
  queryResponse?: QueryResponseColumns | null;
  onChange: (name: string, value: unknown) => void;
}

interface RenderContext {
  controlPanel: ControlPanelConfig;
  state: ControlPanelState;
  errors: Record<string, string[]>;
  onChange: (name: string, value: unknown) => void;
}

/** One cell of a row; null when the control is hidden or unknown. */
function renderControl(
  cell: ControlPanelSection['controlSetRows'][number][number],
  ctx: RenderContext,
) {
  const control = resolveCell(cell, ctx.controlPanel.controlOverrides);
  if (!control) return null;
  const config = resolveConfig(control.config, ctx.state);
  if (!isControlVisible(config, ctx.state)) return null;
  const Component = getControlComponent(config.type);
  if (!Component) return null;
  const validationErrors = ctx.errors[control.name] ?? [];
  const element = (
    <Component
      name={control.name}
      label={config.label}
      description={config.description}
      value={controlValue(control.name, config, ctx.state.formData)}
      onChange={(value) => ctx.onChange(control.name, value)}
      validationErrors={validationErrors}
      config={config}
      formData={ctx.state.formData}
      datasource={ctx.state.datasource}
    />
  );
  return (
    <div key={control.name} className="pn-control" data-control={control.name}>
      {CONTROLS_WITHOUT_HEADER.has(config.type) && (
        <ControlHeader
          name={control.name}
          label={config.label}
          description={config.description}
          validationErrors={validationErrors}
          renderTrigger={config.renderTrigger}
        />
      )}
      {element}
    </div>
  );
}

function renderSection(section: ControlPanelSection, index: number, ctx: RenderContext) {
  const rows = section.controlSetRows.flatMap((row, rowIndex) => {
    const cells = row.map((cell, cellIndex) =>
      cell === null
        ? { key: `empty-${cellIndex}`, node: <div key={`empty-${cellIndex}`} /> }
        : {
            key: `cell-${cellIndex}`,
            node: renderControl(cell, ctx),
          },
    );
    // A row whose controls are all hidden takes no space.
    if (cells.every((c) => c.node === null || c.key.startsWith('empty'))) return [];
    return [
      <div key={rowIndex} className="pn-control-row">
        {cells.map((c) => c.node)}
      </div>,
    ];
  });
  if (rows.length === 0) return null;

  const names = section.controlSetRows
    .flat()
    .map((cell) => (cell === null ? null : typeof cell === 'string' ? cell : cell.name));
  const invalid = names.some((name) => name !== null && (ctx.errors[name]?.length ?? 0) > 0);
  return {
    key: String(index),
    label: (
      <span className="pn-control-section-label" data-testid={`control-section-${index}`}>
        {section.label}
        {section.description && (
          <Tooltip title={section.description}>
            <InfoCircleOutlined className="pn-control-icon" style={{ marginLeft: 6 }} />
          </Tooltip>
        )}
        {invalid && (
          <ExclamationCircleOutlined className="pn-control-error-icon" style={{ marginLeft: 6 }} />
        )}
      </span>
    ),
    children: rows,
  };
}

export function ControlPanel({
  controlPanel,
  formData,
  datasource,
  queryResponse = null,
  onChange,
}: ControlPanelProps) {
  const state = useMemo(
    () => ({ formData, datasource, queryResponse }),
    [formData, datasource, queryResponse],
  );
  const errors = useMemo(
    () => validateControls(controlPanel, formData, datasource),
    [controlPanel, formData, datasource],
  );

  // Values computed from the dataset (lookups) are written into form data for buildQuery.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);
  const stale = useMemo(
    () => staleComputedValues(controlPanel, formData, datasource),
    [controlPanel, formData, datasource],
  );
  useEffect(() => {
    for (const [name, value] of Object.entries(stale)) latestOnChange.current(name, value);
  }, [stale]);

  const ctx: RenderContext = { controlPanel, state, errors, onChange };
  const items = controlPanel.controlPanelSections
    .map((section, index) =>
      isSectionVisible(section, state) ? renderSection(section, index, ctx) : null,
    )
    .filter((item) => item !== null);
  const expanded = controlPanel.controlPanelSections
    .map((section, index) => (section.expanded ? String(index) : null))
    .filter((key) => key !== null);
  // A different chart type is a different panel: start again from its expanded sections.
  const panelKey = controlPanel.controlPanelSections.map((section) => section.label).join('|');

  return (
    <Collapse
      key={panelKey}
      className="pn-control-panel"
      data-testid="control-panel"
      bordered={false}
      size="small"
      defaultActiveKey={expanded}
      items={items}
    />
  );
}
