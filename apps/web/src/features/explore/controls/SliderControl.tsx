/** A slider between `min` and `max`; the value is sent when the handle is released. */
import { Slider } from 'antd';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import { useReleasedSliderValue } from './useReleasedSliderValue';

function asNumber(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

export function SliderControl(props: ControlComponentProps) {
  const { name, label, value, onChange, config } = props;
  const min = config.min ?? 0;
  const max = config.max ?? 100;
  const current = asNumber(value, asNumber(config.default, min));
  const { shown, sliderProps } = useReleasedSliderValue(current, onChange);

  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} label={label ? `${label}: ${shown}` : undefined} />
      <Slider
        aria-label={label ?? name}
        min={min}
        max={max}
        step={config.step ?? 1}
        {...sliderProps}
      />
    </div>
  );
}
