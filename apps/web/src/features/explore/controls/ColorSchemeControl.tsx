/**
 * Picks a colour scheme by name, each option showing its colours: swatches for categorical
 * schemes, a gradient for linear (`isLinear`) ones. Placeholder 'Select scheme'.
 */
import {
  CATEGORICAL_SCHEMES,
  SEQUENTIAL_SCHEMES,
  type ColorScheme,
} from '@panorama/core/color/color-schemes';
import { Select } from 'antd';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';

/** Swatches shown per categorical scheme; more would not fit the 300 px panel. */
const SWATCH_COUNT = 10;

function SchemeOption({ scheme, linear }: { scheme: ColorScheme; linear: boolean }) {
  return (
    <div className="pn-scheme-option" data-testid={`scheme-${scheme.id}`}>
      <span className="pn-scheme-option-label">{t(scheme.label)}</span>
      {linear ? (
        <span
          className="pn-scheme-gradient"
          style={{ background: `linear-gradient(to right, ${scheme.colors.join(', ')})` }}
        />
      ) : (
        <span className="pn-scheme-swatches">
          {scheme.colors.slice(0, SWATCH_COUNT).map((color, index) => (
            <span key={index} className="pn-scheme-swatch" style={{ background: color }} />
          ))}
        </span>
      )}
    </div>
  );
}

function isSchemeList(value: unknown): value is ColorScheme[] {
  return (
    Array.isArray(value) && value.every((s) => typeof s === 'object' && s !== null && 'id' in s)
  );
}

export function ColorSchemeControl(props: ControlComponentProps) {
  const { name, value, onChange, validationErrors, config } = props;
  const linear = config.isLinear === true;
  // A chart type may pass its own `schemes`; otherwise the registry of the right kind.
  const schemes = isSchemeList(config.schemes)
    ? config.schemes
    : linear
      ? SEQUENTIAL_SCHEMES
      : CATEGORICAL_SCHEMES;
  const id = `control-${name}`;

  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} htmlFor={id} />
      <Select<string>
        id={id}
        className="pn-control-full"
        placeholder={t('Select scheme')}
        value={typeof value === 'string' && value !== '' ? value : undefined}
        allowClear={config.clearable === true}
        status={validationErrors.length > 0 ? 'error' : undefined}
        showSearch={{
          filterOption: (input, option) =>
            String(option?.title ?? '')
              .toLowerCase()
              .includes(input.toLowerCase()),
        }}
        options={schemes.map((scheme) => ({
          value: scheme.id,
          title: t(scheme.label),
          label: <SchemeOption scheme={scheme} linear={linear} />,
        }))}
        onChange={(next) => onChange(next ?? null)}
      />
    </div>
  );
}
