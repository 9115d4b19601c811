/**
 * Superset's FixedOrMetricControl (deck.gl's "Point Size"): one number for every row, or a
 * metric computed per row. Stores `{ type: 'fix', value }` or `{ type: 'metric', value }`.
 */
import { InputNumber } from 'antd';
import { DndMetricSelect } from '../dnd/DndMetricSelect';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import { SolidRadioButtons } from './SolidRadioButtons';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { readMetric } from '../../../visualizations/shared/formDataMetrics';

type Mode = 'fix' | 'metric';

function modeOf(value: unknown): Mode {
  return typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'metric'
    ? 'metric'
    : 'fix';
}

function storedValue(value: unknown): unknown {
  return typeof value === 'object' && value !== null
    ? (value as { value?: unknown }).value
    : undefined;
}

export function FixedOrMetricControl(props: ControlComponentProps) {
  const { name, label, value, onChange, config } = props;
  const mode = modeOf(value ?? config.default);
  const stored = storedValue(value ?? config.default);
  const fallback = typeof config.default === 'object' ? storedValue(config.default) : undefined;
  const fixedNumber = Number(mode === 'fix' ? stored : fallback);

  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} />
      <SolidRadioButtons
        aria-label={label ?? name}
        value={mode}
        style={{ marginBottom: 6 }}
        options={[
          { value: 'fix', label: t('Fixed') },
          { value: 'metric', label: t('Based on a metric') },
        ]}
        onChange={(event) =>
          onChange(
            event.target.value === 'metric'
              ? { type: 'metric', value: null }
              : { type: 'fix', value: Number.isFinite(Number(fallback)) ? Number(fallback) : 0 },
          )
        }
      />
      {mode === 'fix' ? (
        <InputNumber
          aria-label={t('Fixed value')}
          className="pn-control-full"
          data-testid={`control-${name}-fixed`}
          value={Number.isFinite(fixedNumber) ? fixedNumber : null}
          onChange={(next) => {
            if (typeof next === 'number' && Number.isFinite(next))
              onChange({ type: 'fix', value: next });
          }}
        />
      ) : (
        <DndMetricSelect
          {...props}
          name={`${name}__metric`}
          label={undefined}
          description={undefined}
          validationErrors={[]}
          value={readMetric(stored) ?? null}
          config={{ ...config, type: 'DndMetricSelect', multi: false, default: null }}
          onChange={(metric) => onChange({ type: 'metric', value: readMetric(metric) ?? null })}
        />
      )}
    </div>
  );
}
