/** Translated labels of the annotation layer control's choices. */
import { t } from '../../../i18n/t';
import type {
  AnnotationSourceType,
  AnnotationType,
  LineStyle,
  Opacity,
  OverrideKey,
} from './annotationLayerConfig';

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

export function sourceTypeLabel(sourceType: AnnotationSourceType): string {
  switch (sourceType) {
    case '':
      return t('None');
    case 'NATIVE':
      return t('Annotation layer');
    case 'line':
      return t('Chart');
    case 'table':
      return t('Table chart');
  }
}

export function lineStyleLabel(style: LineStyle): string {
  switch (style) {
    case 'solid':
      return t('Solid');
    case 'dashed':
      return t('Dashed');
    case 'dotted':
      return t('Dotted');
    case 'longDashed':
      return t('Long dashed');
  }
}

export function opacityLabel(opacity: Opacity): string {
  switch (opacity) {
    case '':
      return t('Opaque');
    case 'opacityLow':
      return t('Low');
    case 'opacityMedium':
      return t('Medium');
    case 'opacityHigh':
      return t('High');
  }
}

export function overrideLabel(key: OverrideKey): string {
  switch (key) {
    case 'time_range':
      return t('Override time range');
    case 'time_grain_sqla':
      return t('Override time grain');
    case 'granularity':
      return t('Override time column');
  }
}
