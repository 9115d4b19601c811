/**
 * The map viewport: longitude, latitude, zoom, bearing and pitch, edited in a popover; the
 * closed control shows the position.
 */
import { Form, InputNumber } from 'antd';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { headerPropsOf } from './ControlHeader';
import { PopoverFormControl } from './PopoverFormControl';
import {
  VIEWPORT_FIELDS,
  asViewport,
  viewportLabel,
  type Viewport,
} from '../../../visualizations/shared/viewport';

function fieldLabel(field: keyof Viewport): string {
  switch (field) {
    case 'longitude':
      return t('Longitude');
    case 'latitude':
      return t('Latitude');
    case 'zoom':
      return t('Zoom');
    case 'bearing':
      return t('Bearing');
    case 'pitch':
      return t('Pitch');
  }
}

export function ViewportControl(props: ControlComponentProps) {
  const { value, onChange, config } = props;
  const viewport = asViewport(value ?? config.default);
  const fields = (
    <>
      {VIEWPORT_FIELDS.map((field) => (
        <Form.Item key={field} label={fieldLabel(field)}>
          <InputNumber
            aria-label={fieldLabel(field)}
            className="pn-control-full"
            step={field === 'zoom' ? 0.5 : 0.01}
            value={viewport[field]}
            onChange={(next) => {
              if (typeof next === 'number' && Number.isFinite(next)) {
                onChange({ ...viewport, [field]: next });
              }
            }}
          />
        </Form.Item>
      ))}
    </>
  );

  return (
    <PopoverFormControl
      header={headerPropsOf(props)}
      title={t('Viewport')}
      summary={viewportLabel(viewport)}
    >
      {fields}
    </PopoverFormControl>
  );
}
