/**
 * Renders one chart from its query results: loads the chart type's component chunk (once per
 * type), runs the pure `transformProps`, and renders the component inside an error boundary.
 *
 * Reporting back to the chart holder:
 * - `onRenderFailure(error)`: unknown chart type, a plugin or component chunk that fails to
 *   load, a `transformProps` that throws, or a component that throws while rendering. Without a
 *   plugin while its chart type is still loading, it shows a spinner instead.
 * - `onRenderSuccess()`: after the component has been committed for new props; or, for a
 *   component that draws asynchronously, when it says so: such a component calls
 *   `useChartRenderedCallback()` (shared/chartRenderSignal.ts) and invokes the returned function
 *   once drawn (ECharts: pass it as EChartsView's `onFinished`).
 * - When every query returned no rows, a 'No results' state is shown instead of the chart and
 *   counts as rendered.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../models/datasourceTypes';
import { Spinner } from '../components/Spinner';
import { t } from '../i18n/t';
import type {
  ChartContext,
  ChartDataResult,
  ChartHooks,
  ChartPlugin,
  ChartProps,
} from './chartPluginTypes';
import { ChartErrorBoundary } from './shared/ChartErrorBoundary';
import { isEmptyResult } from './shared/chartResults';
import { ChartRenderSignalContext } from './shared/chartRenderSignal';
import type { ChartRenderSignal } from './shared/chartRenderSignal';
import { getLoadedChartComponent, loadChartComponent } from './shared/loadChartComponent';
import { NoResultsState } from './shared/NoResultsState';
import { useShallowStable } from './shared/useShallowStable';
import { useStableHooks } from './shared/useStableHooks';
import { useChartPluginState } from './useChartPluginState';

export interface ChartRendererProps {
  plugin: ChartPlugin | undefined;
  formData: QueryFormData;
  queriesData: ChartDataResult[];
  datasource: DatasourceJson | null;
  width: number;
  height: number;
  context: ChartContext;
  hooks?: ChartHooks;
  ownState?: Record<string, unknown>;
  /** The data mask state this chart emitted (a dashboard's cross filter), to show the selection. */
  filterState?: Record<string, unknown>;
  onRenderSuccess?: () => void;
  onRenderFailure?: (error: Error) => void;
}

type AnyChartComponent = ComponentType<Record<string, unknown>>;

type Transformed = { ok: true; props: Record<string, unknown> } | { ok: false; error: Error };

const NO_HOOKS: ChartHooks = {};

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** The component of `plugin`, loading its chunk on first use. */
function useChartComponent(plugin: ChartPlugin | undefined): {
  component: AnyChartComponent | undefined;
  error: Error | undefined;
} {
  const [state, setState] = useState<{
    key: string;
    component?: AnyChartComponent;
    error?: Error;
  } | null>(null);
  const ready = plugin ? getLoadedChartComponent(plugin) : undefined;

  useEffect(() => {
    if (!plugin || ready) return undefined;
    let active = true;
    loadChartComponent(plugin).then(
      (component) => active && setState({ key: plugin.key, component }),
      (error: unknown) => active && setState({ key: plugin.key, error: asError(error) }),
    );
    return () => {
      active = false;
    };
  }, [plugin, ready]);

  if (ready) return { component: ready, error: undefined };
  if (!plugin || state?.key !== plugin.key) return { component: undefined, error: undefined };
  return { component: state.component, error: state.error };
}

export function ChartRenderer(props: ChartRendererProps) {
  const { plugin, formData, queriesData, width, height } = props;

  // Callbacks are read through a ref so the holder's fresh closures cause no re-render work.
  const callbacks = useRef({
    onRenderSuccess: props.onRenderSuccess,
    onRenderFailure: props.onRenderFailure,
  });
  useLayoutEffect(() => {
    callbacks.current = {
      onRenderSuccess: props.onRenderSuccess,
      onRenderFailure: props.onRenderFailure,
    };
  });

  const hooks = useStableHooks(props.hooks ?? NO_HOOKS);
  const { component: Component, error: loadError } = useChartComponent(plugin);
  const empty = isEmptyResult(queriesData);

  // The same object while none of its fields changed, so the transform reruns only then.
  const chartProps = useShallowStable<ChartProps>({
    formData,
    queriesData,
    datasource: props.datasource,
    width,
    height,
    hooks,
    context: props.context,
    ownState: props.ownState,
    filterState: props.filterState,
  });

  const transformed = useMemo<Transformed | null>(() => {
    if (!plugin || empty) return null;
    try {
      return { ok: true, props: plugin.transformProps(chartProps) };
    } catch (error) {
      return { ok: false, error: asError(error) };
    }
  }, [plugin, empty, chartProps]);

  // Whether the mounted component reports its own rendering (see the file comment).
  const claims = useRef(0);
  const signal = useMemo<ChartRenderSignal>(
    () => ({
      claim: () => {
        claims.current += 1;
        return () => {
          claims.current -= 1;
        };
      },
      rendered: () => callbacks.current.onRenderSuccess?.(),
    }),
    [],
  );

  const vizType = formData.viz_type;
  // Without a plugin, the chart type is still loading (spinner), failed to load, or unknown.
  const pluginState = useChartPluginState(plugin ? null : vizType);
  const failure = useMemo<Error | undefined>(() => {
    if (!plugin) {
      if (pluginState.status === 'failed') return pluginState.error;
      if (pluginState.status === 'unknown') {
        return new Error(t('Item with key "%s" is not registered.', vizType));
      }
      return undefined;
    }
    return loadError ?? (transformed && !transformed.ok ? transformed.error : undefined);
  }, [plugin, pluginState, vizType, loadError, transformed]);

  useEffect(() => {
    if (failure) callbacks.current.onRenderFailure?.(failure);
  }, [failure]);

  const showsChart = Boolean(Component && transformed?.ok);
  // What was last reported as rendered: each distinct result is reported once.
  const reported = useRef<unknown>(null);
  useEffect(() => {
    // Runs after the children's effects, so a component's claim is already registered.
    const shown = empty ? queriesData : showsChart && claims.current === 0 ? transformed : null;
    if (shown === null || shown === reported.current) return;
    reported.current = shown;
    callbacks.current.onRenderSuccess?.();
  }, [empty, queriesData, showsChart, transformed]);

  if (failure) return null;
  if (empty) return <NoResultsState width={width} height={height} />;
  if (!Component || !transformed?.ok) {
    return (
      <div
        style={{ width, height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Spinner />
      </div>
    );
  }
  return (
    <ChartErrorBoundary
      resetKey={transformed}
      onError={(error) => callbacks.current.onRenderFailure?.(error)}
    >
      <ChartRenderSignalContext.Provider value={signal}>
        <Component {...transformed.props} />
      </ChartRenderSignalContext.Provider>
    </ChartErrorBoundary>
  );
}
