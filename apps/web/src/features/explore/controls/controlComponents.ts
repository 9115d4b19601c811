/**
 * Which component renders each control type. The drop zones and the time range control are built
 * beside this folder (`../dnd`, `../time-range`); everything else lives here. An unknown type
 * logs a warning once and renders nothing, so one bad control never breaks the whole panel.
 */
import type { ComponentType } from 'react';
import type { ControlComponentProps, ControlType } from '../../../visualizations/controlPanelTypes';
import { DndColumnSelect } from '../dnd/DndColumnSelect';
import { DndFilterSelect } from '../dnd/DndFilterSelect';
import { DndMetricSelect } from '../dnd/DndMetricSelect';
import { DateFilterControl } from '../../../components/time-range/DateFilterControl';
import { AnnotationLayersControl as AnnotationLayerControl } from '../../annotation-layers';
import { BoundsControl } from './BoundsControl';
import { BreakPointsControl } from './BreakPointsControl';
import { CheckboxControl } from './CheckboxControl';
import { CollectionControl } from './CollectionControl';
import { CurrencyControl } from './CurrencyControl';
import { ColumnConfigControl } from './ColumnConfigControl';
import { FixedOrMetricControl } from './FixedOrMetricControl';
import { ColorPickerControl } from './ColorPickerControl';
import { ColorSchemeControl } from './ColorSchemeControl';
import { ConditionalFormattingControl } from './ConditionalFormattingControl';
import { HiddenControl } from './HiddenControl';
import { RadioButtonControl } from './RadioButtonControl';
import { SelectAsyncControl } from './SelectAsyncControl';
import { SelectControl } from './SelectControl';
import { SliderControl } from './SliderControl';
import { SpatialControl } from './SpatialControl';
import { TextAreaControl } from './TextAreaControl';
import { TextControl } from './TextControl';
import { TimeRangeControl } from './TimeRangeControl';
import { TimeSeriesColumnControl } from './TimeSeriesColumnControl';
import { FilterBoxItemControl } from './FilterBoxItemControl';
import { ViewportControl } from './ViewportControl';

export type ControlComponent = ComponentType<ControlComponentProps>;

const CONTROL_COMPONENTS: Partial<Record<ControlType, ControlComponent>> = {
  SelectControl,
  SelectAsyncControl,
  TextControl,
  TextAreaControl,
  CheckboxControl,
  SliderControl,
  RadioButtonControl,
  ColorPickerControl,
  ColorSchemeControl,
  CollectionControl,
  CurrencyControl,
  AnnotationLayerControl,
  ViewportControl,
  TimeSeriesColumnControl,
  FilterBoxItemControl,
  ColumnConfigControl,
  FixedOrMetricControl,
  ConditionalFormattingControl,
  SpatialControl,
  BoundsControl,
  BreakPointsControl,
  TimeRangeControl,
  DateFilterControl,
  DndMetricSelect,
  DndColumnSelect,
  DndFilterSelect,
  HiddenControl,
};

/** Control types whose component draws no label line; the panel adds one for them. */
export const CONTROLS_WITHOUT_HEADER: ReadonlySet<string> = new Set(['DateFilterControl']);

const warned = new Set<string>();

/** The component of a control type, or null (with a warning, once per type) when unknown. */
export function getControlComponent(type: string): ControlComponent | null {
  const component = Object.hasOwn(CONTROL_COMPONENTS, type)
    ? CONTROL_COMPONENTS[type as ControlType]
    : undefined;
  if (component) return component;
  if (!warned.has(type)) {
    warned.add(type);
    console.warn(`Unknown control type "${type}"`);
  }
  return null;
}
