/**
 * Test support for chart plugins' transformProps: the ChartProps a host would hand the plugin,
 * with the settings few tests care about (no datasource, no hooks, Explore at 600 × 400) filled
 * in, so each test names only the form data, results and props it is about.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult, ChartProps } from '../../chartPluginTypes';
import type { AnyRecord } from '../echarts/looseOptionRecord';

/** Chart props for these form data and results; `extra` overrides any other prop. */
export function chartPropsOf(
  formData: QueryFormData,
  queriesData: ChartDataResult[],
  extra: Partial<ChartProps> = {},
): ChartProps {
  return {
    formData,
    queriesData,
    datasource: null,
    width: 600,
    height: 400,
    hooks: {},
    context: 'EXPLORE',
    ...extra,
  };
}

/** A plugin's sample: its form data and results, plus any props every test of it shares. */
export interface ChartSample extends Partial<ChartProps> {
  formData: QueryFormData;
  queriesData: ChartDataResult[];
}

/**
 * The plugin's transformProps run on its sample, with some form data fields and props replaced
 * per call.
 */
export function sampleTransform<P>(
  transformProps: (chartProps: ChartProps) => P,
  sample: ChartSample,
): (formData?: Partial<QueryFormData>, extra?: Partial<ChartProps>) => P {
  const { formData: sampleFormData, queriesData, ...sampleProps } = sample;
  return (formData = {}, extra = {}) =>
    transformProps(
      chartPropsOf({ ...sampleFormData, ...formData }, queriesData, { ...sampleProps, ...extra }),
    );
}

/** What ECharts tests read from transformed props: the option, its series and the first one. */
export interface EChartsReading<P> {
  props: P;
  option: AnyRecord;
  seriesList: AnyRecord[];
  series: AnyRecord;
}

/** Reads the ECharts option of transformed props loosely, for assertions. */
export function readEChartsProps<P extends { option: unknown }>(props: P): EChartsReading<P> {
  const option = props.option as AnyRecord;
  const seriesList = (option.series ?? []) as AnyRecord[];
  return { props, option, seriesList, series: seriesList[0] as AnyRecord };
}

/** Like `sampleTransform`, returning the ECharts option read by `readEChartsProps`. */
export function sampleEChartsTransform<P extends { option: unknown }>(
  transformProps: (chartProps: ChartProps) => P,
  sample: ChartSample,
): (formData?: Partial<QueryFormData>, extra?: Partial<ChartProps>) => EChartsReading<P> {
  const transform = sampleTransform(transformProps, sample);
  return (formData, extra) => readEChartsProps(transform(formData, extra));
}
