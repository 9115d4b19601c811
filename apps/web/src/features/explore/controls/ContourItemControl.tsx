/**
 * One contour of the deck.gl contour chart (Superset's `contours` items): its colour, lower
 * threshold, optional upper threshold (with one, the contour is a filled band; without, a line)
 * and the line's stroke width, stored as `{color, lowerThreshold, upperThreshold, strokeWidth}`.
 */
import { InputNumber } from 'antd';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ColorPickerControl } from './ColorPickerControl';

const FIELDS = [
  { field: 'lowerThreshold', label: 'Lower threshold' },
  { field: 'upperThreshold', label: 'Upper threshold' },
  { field: 'strokeWidth', label: 'Stroke width' },
] as const;

export function ContourItemControl(props: ControlComponentProps) {
  const { value, onChange } = props;
  const contour =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const set = (field: string, next: unknown) => onChange({ ...contour, [field]: next });
  return (
    <div>
      <ColorPickerControl
        {...props}
        label={t('Color')}
        value={contour.color}
        onChange={(color) => set('color', color)}
        config={{ type: 'ColorPickerControl' }}
      />
      <div className="pn-bounds">
        {FIELDS.map(({ field, label }) => {
          const current = contour[field];
          return (
            <InputNumber
              key={field}
              aria-label={t(label)}
              placeholder={t(label)}
              className="pn-control-full"
              value={typeof current === 'number' ? current : null}
              onChange={(input) => set(field, typeof input === 'number' ? input : undefined)}
            />
          );
        })}
      </div>
    </div>
  );
}
