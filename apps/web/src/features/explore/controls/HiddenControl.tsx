/** Keeps a value in form data without showing anything (the chart type or dataset, ...). */
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';

export function HiddenControl(_props: ControlComponentProps) {
  return null;
}
