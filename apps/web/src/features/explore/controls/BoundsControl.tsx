/** Two number inputs, Min and Max, stored as `[min, max]` 300 ms after the last keystroke. */
import { InputNumber } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import { asBounds, boundsInverted, type Bounds } from './bounds';
import { useDebouncedCallback } from './useDebouncedCallback';

/** The two inputs, in order; labels in English, translated when shown. */
const ENDS = [
  { index: 0, label: 'Min' },
  { index: 1, label: 'Max' },
] as const;

export function BoundsControl(props: ControlComponentProps) {
  const { value, onChange } = props;
  const [bounds, setBounds] = useState<Bounds>(() => asBounds(value));
  const [seenValue, setSeenValue] = useState(value);
  if (!Object.is(seenValue, value)) {
    setSeenValue(value);
    const next = asBounds(value);
    if (next[0] !== bounds[0] || next[1] !== bounds[1]) setBounds(next);
  }
  const { run, flush } = useDebouncedCallback((next: Bounds) => onChange(next));
  const update = (index: 0 | 1, input: number | string | null) => {
    const number = typeof input === 'string' ? Number(input) : input;
    const next: Bounds = [...bounds];
    next[index] = number === null || !Number.isFinite(number) ? null : number;
    setBounds(next);
    run(next);
  };
  const inverted = boundsInverted(bounds);

  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} />
      <div className="pn-bounds">
        {ENDS.map(({ index, label }) => (
          <InputNumber
            key={index}
            aria-label={t(label)}
            placeholder={t(label)}
            className="pn-control-full"
            value={bounds[index]}
            status={inverted ? 'warning' : undefined}
            onChange={(input) => update(index, input)}
            onBlur={flush}
          />
        ))}
      </div>
    </div>
  );
}
