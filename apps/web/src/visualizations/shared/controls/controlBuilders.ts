/**
 * Small builders for chart-specific controls, so a control panel reads as a list of Superset
 * control names with their labels and defaults rather than nested object literals.
 */
import type { ControlConfig, ControlPanelState, NamedControl } from '../../controlPanelTypes';

export function named(name: string, config: ControlConfig): NamedControl {
  return { name, config };
}

/** A checkbox; display options re-render from the last result (`renderTrigger`). */
export function checkbox(
  name: string,
  label: string,
  description: string,
  value: boolean,
  renderTrigger = true,
): NamedControl {
  return named(name, {
    type: 'CheckboxControl',
    label,
    description,
    default: value,
    renderTrigger,
  });
}

export function withVisibility(
  control: NamedControl,
  visibility: (state: ControlPanelState) => boolean,
): NamedControl {
  return { name: control.name, config: { ...control.config, visibility } };
}
