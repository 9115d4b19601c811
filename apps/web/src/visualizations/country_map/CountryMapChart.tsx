/**
 * The country map component: loads the chosen country's regions (each country its own chunk) and draws
 * them shaded by the metric; clicking a region zooms in on it, clicking it again zooms out.
 * A country whose map is not shipped gets a message instead.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GeoComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { t } from '../../i18n/t';
import { useChartRenderedCallback } from '../shared/chartRenderSignal';
import { useShallowStable } from '../shared/useShallowStable';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { GeoChartView } from '../shared/maps/GeoChartView';
import { countryAtlasLoader } from '../shared/maps/mapAtlasLoaders';
import { MapChartFrame, MapMessage, type MapView } from '../shared/maps/MapChartFrame';
import { countryMapByKey, isShippedCountry } from './countryMaps';
import { buildCountryMapOption } from './countryMapOption';
import type { CountryMapChartProps } from './transformProps';

registerEChartsParts([GeoComponent, TooltipComponent]);

function CountryMapCanvas({ props, view }: { props: CountryMapChartProps; view: MapView }) {
  const { atlas } = view;
  const [focus, setFocus] = useState<string | null>(null);
  const { option } = useMemo(
    () => buildCountryMapOption(props, atlas, focus),
    [props, atlas, focus],
  );
  const handleClick = useCallback(
    (event: EChartsMouseEvent) => {
      if (event.componentType !== 'geo' || !event.name || !atlas.keys.has(event.name)) return;
      const key = event.name;
      setFocus((current) => (current === key ? null : key));
    },
    [atlas],
  );
  return (
    <GeoChartView {...view} option={option} onClick={handleClick} testId="echarts-country-map" />
  );
}

function Unavailable({ props }: { props: CountryMapChartProps }) {
  // The message is all there is to draw: the holder can stop waiting once it shows.
  const rendered = useChartRenderedCallback();
  useEffect(rendered, [rendered]);
  const label = countryMapByKey(props.country)?.label ?? props.country;
  return (
    <MapMessage width={props.width} height={props.height} alert>
      {label ? t('No map data available for %s', label) : t('Choose a country')}
    </MapMessage>
  );
}

export default function CountryMapChart(spreadProps: CountryMapChartProps) {
  const props = useShallowStable(spreadProps);
  const { country } = props;
  if (country === null || !isShippedCountry(country)) return <Unavailable props={props} />;
  return (
    <MapChartFrame load={countryAtlasLoader(country)} width={props.width} height={props.height}>
      {(view) => <CountryMapCanvas props={props} view={view} />}
    </MapChartFrame>
  );
}
