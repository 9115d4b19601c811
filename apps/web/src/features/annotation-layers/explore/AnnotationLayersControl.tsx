/**
 * The `annotation_layers` control of time-series charts:
 * the chart's layers with an add button; each opens a popover to edit or remove it. Stored as
 * the chart data API's annotation layer objects, so saved charts stay readable by Superset.
 */
import {
  EyeInvisibleOutlined,
  LoadingOutlined,
  PlusOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Popover, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { shallowEqual } from 'react-redux';
import { t } from '../../../i18n/t';
import { useAppSelector } from '../../../store/hooks';
import { exploreChartId } from '../../explore';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from '../../explore';
import {
  newAnnotationLayerValue,
  readAnnotationLayerValue,
  storedAnnotationLayer,
  type AnnotationLayerValue,
} from './annotationLayerConfig';
import { annotationTypeLabel } from './annotationLayerLabels';
import { AnnotationLayerForm } from './AnnotationLayerForm';

export function AnnotationLayersControl(props: ControlComponentProps) {
  const { name, value, onChange } = props;
  const layers = (Array.isArray(value) ? value : []).map(readAnnotationLayerValue);
  // Which popover is open: a layer's index, 'new' for the add popover, or none.
  const [open, setOpen] = useState<number | 'new' | null>(null);
  // The explore chart's annotation queries: layers still loading and their errors.
  const annotationState = useAppSelector((state) => {
    const chart = state.charts[exploreChartId(state.explore.slice?.slice_id)];
    return { loading: chart?.annotationQuery, errors: chart?.annotationError };
  }, shallowEqual);
  const close = () => setOpen(null);
  const save = (next: AnnotationLayerValue[]) => onChange(next.map(storedAnnotationLayer));

  const form = (index: number | null, initial: AnnotationLayerValue) => (
    <AnnotationLayerForm
      key={index ?? 'new'}
      initial={initial}
      others={layers.filter((_, i) => i !== index)}
      onCancel={close}
      onApply={(layer) => {
        save(index === null ? [...layers, layer] : layers.map((l, i) => (i === index ? layer : l)));
        close();
      }}
      onRemove={
        index === null
          ? undefined
          : () => {
              save(layers.filter((_, i) => i !== index));
              close();
            }
      }
    />
  );

  return (
    <div>
      <ControlHeader
        {...headerPropsOf(props)}
        trailing={
          <Popover
            trigger="click"
            placement="right"
            title={t('Add annotation layer')}
            open={open === 'new'}
            onOpenChange={(next) => setOpen(next ? 'new' : null)}
            content={open === 'new' ? form(null, newAnnotationLayerValue()) : null}
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
              content={open === index ? form(index, layer) : null}
              destroyOnHidden
            >
              <button type="button" className="pn-control-trigger" data-testid="annotation-layer">
                {!layer.show && <EyeInvisibleOutlined aria-label={t('Hidden')} />}
                <span>{layer.name}</span>
                {annotationState.loading?.[layer.name] && (
                  <LoadingOutlined aria-label={t('Loading')} data-testid="annotation-loading" />
                )}
                {annotationState.errors?.[layer.name] && (
                  <Tooltip title={annotationState.errors[layer.name]}>
                    <WarningOutlined
                      className="pn-annotation-error"
                      aria-label={annotationState.errors[layer.name]}
                      data-testid="annotation-error"
                    />
                  </Tooltip>
                )}
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
