/**
 * A colour with opacity, stored as `{r, g, b, a}` (Superset's shape). The presets are the first
 * seven colours of the chart's colour scheme, so a picked colour matches the chart's series.
 */
import { getCategoricalScheme } from '@panorama/core/color/color-schemes';
import { isRgbaColor, toRgbaString, type RgbaColor } from '@panorama/core/explore/color';
import { ColorPicker } from 'antd';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';

/** How many scheme colours the picker offers as presets. */
export const PRESET_COLOR_COUNT = 7;

function round(color: RgbaColor): RgbaColor {
  return {
    r: Math.round(color.r),
    g: Math.round(color.g),
    b: Math.round(color.b),
    a: Math.round(color.a * 100) / 100,
  };
}

export function ColorPickerControl(props: ControlComponentProps) {
  const { name, label, value, onChange, config, formData } = props;
  const fallback = isRgbaColor(config.default) ? config.default : null;
  const color = isRgbaColor(value) ? value : fallback;
  const scheme = getCategoricalScheme(
    typeof formData.color_scheme === 'string' ? formData.color_scheme : null,
  );

  return (
    <div>
      <ControlHeader
        {...headerPropsOf(props)}
        trailing={
          <ColorPicker
            size="small"
            aria-label={label ?? name}
            value={color ? toRgbaString(color) : null}
            presets={[
              {
                label: t('Scheme colors'),
                colors: scheme.colors.slice(0, PRESET_COLOR_COUNT),
                defaultOpen: true,
              },
            ]}
            onChangeComplete={(next) => onChange(round(next.toRgb()))}
          />
        }
      />
    </div>
  );
}
