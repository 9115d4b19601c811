/**
 * The chart's annotation layers (spec 2 §2 "Other widgets"): a list with an add button; each layer
 * opens a popover to edit or remove it. Options read from the config: `annotationLayerOptions`
 * and `chartOptions` (`{value: id, label}` lists to pick sources from; an id input otherwise).
 */
import { EyeInvisibleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popover, Tag } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import {
  AnnotationLayerEditor,
  annotationTypeLabel,
  type SourceOption,
} from './AnnotationLayerEditor';
import { ControlHeader } from './ControlHeader';
import { asAnnotationLayer, newAnnotationLayer, type AnnotationLayer } from './annotationLayers';

function asOptions(value: unknown): SourceOption[] | undefined {
  return Array.isArray(value) ? (value as SourceOption[]) : undefined;
}

export function AnnotationLayerControl({
  name,
  label,
  description,
  value,
  onChange,
  validationErrors,
  config,
}: ControlComponentProps) {
  const layers = (Array.isArray(value) ? value : []).map(asAnnotationLayer);
  // Which popover is open: a layer's index, 'new' for the add popover, or none.
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const close = () => setOpen(null);

  const editor = (index: number | null, initial: AnnotationLayer) => (
    <AnnotationLayerEditor
      key={index ?? 'new'}
      initial={initial}
      layers={layers}
      index={index}
      layerOptions={asOptions(config.annotationLayerOptions)}
      chartOptions={asOptions(config.chartOptions)}
      onCancel={close}
      onApply={(layer) => {
        onChange(
          index === null ? [...layers, layer] : layers.map((l, i) => (i === index ? layer : l)),
        );
        close();
      }}
      onRemove={
        index === null
          ? undefined
          : () => {
              onChange(layers.filter((_, i) => i !== index));
              close();
            }
      }
    />
  );

  return (
    <div>
      <ControlHeader
        name={name}
        label={label}
        description={description}
        validationErrors={validationErrors}
        renderTrigger={config.renderTrigger}
        trailing={
          <Popover
            trigger="click"
            placement="right"
            title={t('Add annotation layer')}
            open={open === 'new'}
            onOpenChange={(next) => setOpen(next ? 'new' : null)}
            content={open === 'new' ? editor(null, newAnnotationLayer()) : null}
            destroyOnHidden
          >
            <Button
              size="small"
              type="text"
              icon={<PlusOutlined />}
              aria-label={t('Add annotation layer')}
              data-testid={`annotation-add-${name}`}
            />
          </Popover>
        }
      />
      {layers.length === 0 ? (
        <div className="pn-control-empty">{t('No annotation layers')}</div>
      ) : (
        <div className="pn-control-list">
          {layers.map((layer, index) => (
            <Popover
              key={`${layer.name}-${index}`}
              trigger="click"
              placement="right"
              title={t('Edit annotation layer')}
              open={open === index}
              onOpenChange={(next) => setOpen(next ? index : null)}
              content={open === index ? editor(index, layer) : null}
              destroyOnHidden
            >
              <button type="button" className="pn-control-trigger" data-testid="annotation-layer">
                {!layer.show && <EyeInvisibleOutlined aria-label={t('Hidden')} />}
                <span>{layer.name}</span>
                <Tag style={{ marginLeft: 'auto' }}>
                  {annotationTypeLabel(layer.annotationType)}
                </Tag>
              </button>
            </Popover>
          ))}
        </div>
      )}
    </div>
  );
}
