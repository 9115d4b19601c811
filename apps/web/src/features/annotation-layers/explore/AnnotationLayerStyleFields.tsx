/** The display part of the annotation layer form: colour, width, line style, opacity, toggles. */
import { Checkbox, ColorPicker, Form, InputNumber, Select } from 'antd';
import { t } from '../../../i18n/t';
import {
  LINE_STYLES,
  OPACITIES,
  visibleFields,
  type AnnotationLayerValue,
} from './annotationLayerConfig';
import { lineStyleLabel, opacityLabel } from './annotationLayerLabels';

export interface AnnotationLayerStyleFieldsProps {
  layer: AnnotationLayerValue;
  onChange: (patch: Partial<AnnotationLayerValue>) => void;
}

export function AnnotationLayerStyleFields({ layer, onChange }: AnnotationLayerStyleFieldsProps) {
  const fields = visibleFields(layer);
  return (
    <>
      <Form.Item label={t('Color')}>
        <ColorPicker
          size="small"
          allowClear
          aria-label={t('Color')}
          value={layer.color}
          onChangeComplete={(color) => onChange({ color: color.toHexString() })}
          onClear={() => onChange({ color: null })}
        />
      </Form.Item>
      {fields.lineOptions && (
        <>
          <Form.Item label={t('Line width')}>
            <InputNumber
              aria-label={t('Line width')}
              className="pn-control-full"
              min={0}
              max={20}
              step={0.5}
              value={layer.width}
              onChange={(width) => onChange({ width: typeof width === 'number' ? width : 0 })}
            />
          </Form.Item>
          <Form.Item label={t('Line style')}>
            <Select
              aria-label={t('Line style')}
              value={layer.style}
              options={LINE_STYLES.map((style) => ({ value: style, label: lineStyleLabel(style) }))}
              onChange={(style) => onChange({ style })}
            />
          </Form.Item>
        </>
      )}
      <Form.Item label={t('Opacity')}>
        <Select
          aria-label={t('Opacity')}
          value={layer.opacity}
          options={OPACITIES.map((opacity) => ({ value: opacity, label: opacityLabel(opacity) }))}
          onChange={(opacity) => onChange({ opacity })}
        />
      </Form.Item>
      <div>
        <Checkbox
          checked={layer.show}
          onChange={(event) => onChange({ show: event.target.checked })}
        >
          {t('Show')}
        </Checkbox>
      </div>
      {fields.showLabel && (
        <div>
          <Checkbox
            checked={layer.showLabel}
            onChange={(event) => onChange({ showLabel: event.target.checked })}
          >
            {t('Always show label')}
          </Checkbox>
        </div>
      )}
      {fields.markers && (
        <>
          <div>
            <Checkbox
              checked={layer.showMarkers}
              onChange={(event) => onChange({ showMarkers: event.target.checked })}
            >
              {t('Show markers')}
            </Checkbox>
          </div>
          <div>
            <Checkbox
              checked={layer.hideLine}
              onChange={(event) => onChange({ hideLine: event.target.checked })}
            >
              {t('Hide line')}
            </Checkbox>
          </div>
        </>
      )}
    </>
  );
}
