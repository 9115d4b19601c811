/** A checkbox beside its label; the value is a boolean. */
import { Checkbox } from 'antd';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';

export function CheckboxControl(props: ControlComponentProps) {
  const { name, value, onChange } = props;
  const id = `control-${name}`;
  return (
    <ControlHeader
      {...headerPropsOf(props)}
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
