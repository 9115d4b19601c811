/** The small solid button row the radio-like controls draw their choices with. */
import { Radio } from 'antd';
import type { RadioGroupProps } from 'antd';

export function SolidRadioButtons(
  props: Omit<RadioGroupProps, 'optionType' | 'buttonStyle' | 'size'>,
) {
  return <Radio.Group optionType="button" buttonStyle="solid" size="small" {...props} />;
}
