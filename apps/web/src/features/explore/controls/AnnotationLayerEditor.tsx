/**
 * The popover form of one annotation layer: name, type, source, value (formula or id), show,
 * and for chart-sourced layers the values taken from the current chart.
 */
import { Button, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import {
  ANNOTATION_TYPES,
  OVERRIDE_KEYS,
  isNameTaken,
  validateAnnotationLayer,
  withAnnotationType,
  type AnnotationLayer,
  type AnnotationType,
  type OverrideKey,
} from './annotationLayers';

export interface SourceOption {
  value: number;
  label: string;
}

export function annotationTypeLabel(type: AnnotationType): string {
  switch (type) {
    case 'FORMULA':
      return t('Formula');
    case 'EVENT':
      return t('Event');
    case 'INTERVAL':
      return t('Interval');
    case 'TIME_SERIES':
      return t('Time series');
  }
}

function overrideLabel(key: OverrideKey): string {
  switch (key) {
    case 'time_range':
      return t('Override time range');
    case 'time_grain_sqla':
      return t('Override time grain');
    case 'granularity':
      return t('Override time column');
  }
}

export interface AnnotationLayerEditorProps {
  initial: AnnotationLayer;
  /** All layers of the chart, to keep names unique. */
  layers: AnnotationLayer[];
  /** Index of the edited layer, null for a new one. */
  index: number | null;
  /** Stored annotation layers (EVENT, INTERVAL) and charts (TIME_SERIES) to pick from. */
  layerOptions: SourceOption[] | undefined;
  chartOptions: SourceOption[] | undefined;
  onApply: (layer: AnnotationLayer) => void;
  onRemove: (() => void) | undefined;
  onCancel: () => void;
}

export function AnnotationLayerEditor({
  initial,
  layers,
  index,
  layerOptions,
  chartOptions,
  onApply,
  onRemove,
  onCancel,
}: AnnotationLayerEditorProps) {
  const [layer, setLayer] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const errors: Partial<Record<'name' | 'value', string>> = validateAnnotationLayer(layer);
  if (!errors.name && isNameTaken(layers, layer.name, index)) {
    errors.name = t('An annotation layer with this name already exists');
  }
  const valid = Object.keys(errors).length === 0;
  const fieldError = (field: 'name' | 'value') =>
    attempted && errors[field] ? { validateStatus: 'error' as const, help: t(errors[field]) } : {};
  const set = (patch: Partial<AnnotationLayer>) => setLayer({ ...layer, ...patch });
  const options = layer.annotationType === 'TIME_SERIES' ? chartOptions : layerOptions;
  const setOverride = (key: string, on: boolean, value: unknown = null) => {
    const overrides = { ...layer.overrides };
    if (on) overrides[key] = value;
    else delete overrides[key];
    set({ overrides });
  };

  return (
    <Form layout="vertical" size="small" className="pn-control-popover" component="div">
      <Form.Item label={t('Name')} required {...fieldError('name')}>
        <Input
          aria-label={t('Name')}
          value={layer.name}
          onChange={(event) => set({ name: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('Annotation layer type')}>
        <Select
          aria-label={t('Annotation layer type')}
          value={layer.annotationType}
          options={ANNOTATION_TYPES.map((type) => ({
            value: type,
            label: annotationTypeLabel(type),
          }))}
          onChange={(type) => setLayer(withAnnotationType(layer, type))}
        />
      </Form.Item>
      {layer.annotationType === 'FORMULA' ? (
        <Form.Item label={t('Formula')} required {...fieldError('value')}>
          <Input
            aria-label={t('Formula')}
            placeholder="y = x * 2"
            value={typeof layer.value === 'string' ? layer.value : ''}
            onChange={(event) => set({ value: event.target.value })}
          />
        </Form.Item>
      ) : (
        <Form.Item
          label={layer.annotationType === 'TIME_SERIES' ? t('Chart') : t('Annotation layer')}
          required
          {...fieldError('value')}
        >
          {options ? (
            <Select
              aria-label={t('Annotation source')}
              showSearch={{ optionFilterProp: 'label' }}
              value={typeof layer.value === 'number' ? layer.value : undefined}
              options={options}
              onChange={(value) => set({ value })}
            />
          ) : (
            <InputNumber
              aria-label={t('Annotation source id')}
              className="pn-control-full"
              min={1}
              precision={0}
              value={typeof layer.value === 'number' ? layer.value : null}
              onChange={(value) => set({ value: typeof value === 'number' ? value : null })}
            />
          )}
        </Form.Item>
      )}
      {layer.annotationType === 'TIME_SERIES' && (
        <Form.Item label={t('Overrides')}>
          {OVERRIDE_KEYS.map((key) => (
            <div key={key}>
              <Checkbox
                checked={key in layer.overrides}
                onChange={(event) => setOverride(key, event.target.checked)}
              >
                {overrideLabel(key)}
              </Checkbox>
            </div>
          ))}
          <Input
            aria-label={t('Time shift')}
            placeholder={t('Time shift')}
            value={typeof layer.overrides.time_shift === 'string' ? layer.overrides.time_shift : ''}
            onChange={(event) =>
              setOverride('time_shift', event.target.value !== '', event.target.value)
            }
          />
        </Form.Item>
      )}
      <Checkbox checked={layer.show} onChange={(event) => set({ show: event.target.checked })}>
        {t('Show')}
      </Checkbox>
      <div className="pn-control-popover-actions">
        {onRemove && (
          <Button size="small" danger className="pn-control-remove" onClick={onRemove}>
            {t('Remove')}
          </Button>
        )}
        <Button size="small" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button
          size="small"
          type="primary"
          onClick={() => {
            setAttempted(true);
            if (valid) onApply(layer);
          }}
        >
          {t('OK')}
        </Button>
      </div>
    </Form>
  );
}
