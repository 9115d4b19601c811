/**
 * The component of category charts whose items are named by their group-by values (funnel,
 * radar, box plot): draws the option, emits a cross filter when an item is clicked (where the
 * host passes `setDataMask`) and opens the drill menu on right click. Each chart type's own
 * component module registers the ECharts parts it draws with before rendering this.
 */
import { useCallback } from 'react';
import { useChartRenderedCallback } from '../chartRenderSignal';
import { crossFilterDataMask } from '../echarts/crossFilter';
import type { EChartsMouseEvent, EChartsOption } from '../echarts/echartsOption';
import { EChartsView } from '../echarts/EChartsView';
import { drillFilters, type NamedItemChartProps } from './itemCrossFilter';

export interface NamedItemChartViewProps<O extends object> extends NamedItemChartProps<O> {
  testId: string;
  /** The item an event is about (default: the event's data name). */
  itemNameOf?: (event: EChartsMouseEvent) => string | undefined;
}

function defaultItemName(event: EChartsMouseEvent): string | undefined {
  return event.componentType === 'series' && event.name ? event.name : undefined;
}

export function NamedItemChart<O extends object>(props: NamedItemChartViewProps<O>) {
  const { crossFilter, setDataMask, onContextMenu, itemNameOf = defaultItemName } = props;
  const rendered = useChartRenderedCallback();

  const handleClick = useCallback(
    (event: EChartsMouseEvent) => {
      const name = itemNameOf(event);
      if (!crossFilter || !setDataMask || name === undefined) return;
      if (!Object.hasOwn(crossFilter.valuesByName, name)) return;
      setDataMask(
        crossFilterDataMask(
          crossFilter.groupby,
          crossFilter.valuesByName,
          crossFilter.selectedNames,
          name,
        ),
      );
    },
    [crossFilter, setDataMask, itemNameOf],
  );

  const handleContextMenu = useCallback(
    (event: EChartsMouseEvent) => {
      const name = itemNameOf(event);
      if (!onContextMenu || !crossFilter || name === undefined) return;
      const pointer = event.event?.event;
      onContextMenu(pointer?.clientX ?? 0, pointer?.clientY ?? 0, drillFilters(crossFilter, name));
    },
    [crossFilter, onContextMenu, itemNameOf],
  );

  return (
    <EChartsView
      // The view is typed by the parts the core factory registers; this chart type registered
      // its own series (funnel, radar, boxplot) in its component chunk, so its option is valid.
      option={props.option as unknown as EChartsOption}
      width={props.width}
      height={props.height}
      onFinished={rendered}
      onClick={handleClick}
      onContextMenu={onContextMenu ? handleContextMenu : undefined}
      testId={props.testId}
    />
  );
}
