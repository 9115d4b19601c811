/** Mutually exclusive choices shown as a row of buttons. */
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import { SolidRadioButtons } from './SolidRadioButtons';
import { encodeSelectKey, keyForValue, type Choice } from './selectOptions';

export function RadioButtonControl(props: ControlComponentProps) {
  const { name, label, value, onChange, config } = props;
  const choices = (config.choices ?? []) as Choice[];
  const current =
    value === undefined || (typeof value === 'object' && value !== null)
      ? undefined
      : keyForValue(value as Choice[0], choices);

  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} />
      <SolidRadioButtons
        aria-label={label ?? name}
        value={current}
        options={choices.map(([choice, text]) => ({ value: encodeSelectKey(choice), label: text }))}
        onChange={(event) => {
          const picked = choices.find(([choice]) => encodeSelectKey(choice) === event.target.value);
          if (picked) onChange(picked[0]);
        }}
      />
    </div>
  );
}
