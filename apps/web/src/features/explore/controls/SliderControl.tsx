/** A slider between `min` and `max`; the value is sent when the handle is released. */
import { Slider } from 'antd';
import { useState } from 'react';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';

function asNumber(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

export function SliderControl(props: ControlComponentProps) {
  const { name, label, value, onChange, config } = props;
  const min = config.min ?? 0;
  const max = config.max ?? 100;
  const current = asNumber(value, asNumber(config.default, min));
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? current;

  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} label={label ? `${label}: ${shown}` : undefined} />
      <Slider
        aria-label={label ?? name}
        min={min}
        max={max}
        step={config.step ?? 1}
        value={shown}
        onChange={(next) => setDragging(next)}
        onChangeComplete={(next) => {
          setDragging(null);
          onChange(next);
        }}
      />
    </div>
  );
}
