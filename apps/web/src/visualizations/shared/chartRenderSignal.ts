/**
 * How a chart component tells the ChartRenderer it has finished drawing. Most components are
 * done when React commits them, and need nothing: the renderer reports success after the commit.
 * A component that draws later (ECharts paints after its 'finished' event, images load...) calls
 * `useChartRenderedCallback()` during render and calls the function it returns once the drawing
 * is done (e.g. pass it to EChartsView's `onFinished`); the renderer then waits for that call
 * instead. Outside a ChartRenderer (previews, thumbnails) the callback does nothing.
 */
import { createContext, useCallback, useContext, useLayoutEffect } from 'react';

export interface ChartRenderSignal {
  /** The component reports rendering itself; returns the undo for unmount. */
  claim: () => () => void;
  /** The component's current props have been drawn. */
  rendered: () => void;
}

export const ChartRenderSignalContext = createContext<ChartRenderSignal | null>(null);

export function useChartRenderedCallback(): () => void {
  const signal = useContext(ChartRenderSignalContext);
  // A layout effect runs before the renderer's passive effect, so the claim is seen in time.
  useLayoutEffect(() => signal?.claim(), [signal]);
  return useCallback(() => signal?.rendered(), [signal]);
}
