/**
 * Chart hooks whose identity only changes when the set of hooks does. Hosts often pass a fresh
 * `hooks` object (or fresh closures) on every render; without this, every host render would
 * re-run `transformProps` and report the chart as rendered again, and a host that re-renders on
 * that report would loop. The stable functions call the latest hooks the host passed.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ChartHooks } from '../chartPluginTypes';

type AnyHook = (...args: unknown[]) => unknown;

export function useStableHooks(hooks: ChartHooks): ChartHooks {
  const latest = useRef(hooks);
  useLayoutEffect(() => {
    latest.current = hooks;
  });
  const names = Object.keys(hooks)
    .filter((name) => typeof hooks[name as keyof ChartHooks] === 'function')
    .sort()
    .join(',');
  return useMemo(() => {
    const stable: Record<string, AnyHook> = {};
    for (const name of names ? names.split(',') : []) {
      stable[name] = (...args: unknown[]) => {
        const hook = latest.current[name as keyof ChartHooks] as AnyHook | undefined;
        return hook?.(...args);
      };
    }
    return stable as ChartHooks;
  }, [names]);
}
