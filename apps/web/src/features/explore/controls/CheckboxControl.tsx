/** A checkbox beside its label; the value is a boolean. */
import { Checkbox } from 'antd';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader } from './ControlHeader';

export function CheckboxControl({
  name,
  label,
  description,
  value,
  onChange,
  validationErrors,
  config,
}: ControlComponentProps) {
  const id = `control-${name}`;
  return (
    <ControlHeader
      name={name}
      label={label}
      description={description}
      validationErrors={validationErrors}
      renderTrigger={config.renderTrigger}
      htmlFor={id}
      leading={
        <Checkbox
          id={id}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      }
    />
  );
}
