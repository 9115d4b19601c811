/**
 * The popover form of one annotation layer: name, type, source (a stored layer or a saved
 * chart, picked from a list or given by id), the formula, a table source's columns, which
 * settings a chart source takes from the current chart, and how the layer is drawn.
 */
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { PopoverFormActions } from '../../explore';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import {
  ANNOTATION_TYPES,
  OVERRIDE_KEYS,
  annotationLayerErrors,
  sourceTypesFor,
  visibleFields,
  withAnnotationType,
  withSourceType,
  type AnnotationLayerValue,
  type LayerField,
} from './annotationLayerConfig';
import { annotationTypeLabel, overrideLabel, sourceTypeLabel } from './annotationLayerLabels';
import { AnnotationLayerStyleFields } from './AnnotationLayerStyleFields';
import { useAnnotationSourceOptions } from './useAnnotationSourceOptions';

export interface AnnotationLayerFormProps {
  initial: AnnotationLayerValue;
  /** The chart's other layers: names must be unique. */
  others: ReadonlyArray<{ name: string }>;
  onApply: (layer: AnnotationLayerValue) => void;
  onRemove: (() => void) | undefined;
  onCancel: () => void;
}

export function AnnotationLayerForm({
  initial,
  others,
  onApply,
  onRemove,
  onCancel,
}: AnnotationLayerFormProps) {
  const [layer, setLayer] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const options = useAnnotationSourceOptions(layer.sourceType);
  const errors = annotationLayerErrors(layer, others);
  const fields = visibleFields(layer);
  const set = (patch: Partial<AnnotationLayerValue>) => setLayer({ ...layer, ...patch });
  const fieldError = (field: LayerField) => {
    const problem = errors[field];
    return attempted && problem ? { validateStatus: 'error' as const, help: t(problem) } : {};
  };
  const setOverride = (key: string, on: boolean) => {
    const overrides = { ...layer.overrides };
    if (on) overrides[key] = null;
    else delete overrides[key];
    set({ overrides });
  };
  const sourceId = typeof layer.value === 'number' ? layer.value : Number(layer.value) || null;

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
      {fields.source && (
        <Form.Item label={t('Annotation source type')}>
          <Select
            aria-label={t('Annotation source type')}
            value={layer.sourceType}
            options={sourceTypesFor(layer.annotationType).map((source) => ({
              value: source,
              label: sourceTypeLabel(source),
            }))}
            onChange={(source) => setLayer(withSourceType(layer, source))}
          />
        </Form.Item>
      )}
      {fields.formula && (
        <Form.Item label={t('Formula')} required {...fieldError('value')}>
          <Input
            aria-label={t('Formula')}
            placeholder="y = x * 2"
            value={typeof layer.value === 'string' ? layer.value : ''}
            onChange={(event) => set({ value: event.target.value })}
          />
        </Form.Item>
      )}
      {fields.sourceId && (
        <Form.Item label={sourceTypeLabel(layer.sourceType)} required {...fieldError('value')}>
          {options ? (
            <Select
              aria-label={t('Annotation source')}
              showSearch={{ optionFilterProp: 'label' }}
              value={sourceId ?? undefined}
              options={options}
              notFoundContent={t('No results')}
              onChange={(value) => set({ value })}
            />
          ) : (
            <InputNumber
              aria-label={t('Annotation source id')}
              className="pn-control-full"
              min={1}
              precision={0}
              value={sourceId}
              onChange={(value) => set({ value: typeof value === 'number' ? value : null })}
            />
          )}
        </Form.Item>
      )}
      {fields.timeColumn && (
        <Form.Item label={t('Time column')} required {...fieldError('timeColumn')}>
          <Input
            aria-label={t('Time column')}
            value={layer.timeColumn}
            onChange={(event) => set({ timeColumn: event.target.value })}
          />
        </Form.Item>
      )}
      {fields.intervalEndColumn && (
        <Form.Item label={t('Interval end column')}>
          <Input
            aria-label={t('Interval end column')}
            value={layer.intervalEndColumn}
            onChange={(event) => set({ intervalEndColumn: event.target.value })}
          />
        </Form.Item>
      )}
      {fields.titleColumn && (
        <Form.Item label={t('Title column')}>
          <Input
            aria-label={t('Title column')}
            value={layer.titleColumn}
            onChange={(event) => set({ titleColumn: event.target.value })}
          />
        </Form.Item>
      )}
      {fields.descriptionColumns && (
        <Form.Item label={t('Description columns')}>
          <Select
            mode="tags"
            aria-label={t('Description columns')}
            value={layer.descriptionColumns}
            open={false}
            onChange={(descriptionColumns: string[]) => set({ descriptionColumns })}
          />
        </Form.Item>
      )}
      {fields.overrides && (
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
        </Form.Item>
      )}
      <AnnotationLayerStyleFields layer={layer} onChange={set} />
      <PopoverFormActions
        onRemove={onRemove}
        onCancel={onCancel}
        onApply={() => {
          setAttempted(true);
          if (Object.keys(errors).length === 0) onApply(layer);
        }}
        applyLabel={t('OK')}
      />
    </Form>
  );
}
