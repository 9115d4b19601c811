/** The right-click handler hands the host menu the clicked point's filters and its cross filter. */
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { crossFilterDataMask } from './crossFilter';
import type { EChartsMouseEvent } from './echartsOption';
import { useDrillMenuHandler } from './useDrillMenuHandler';

const event = {
  name: 'SEA',
  event: { event: { clientX: 40, clientY: 60 } },
} as unknown as EChartsMouseEvent;
const filters = [{ col: 'origin', op: '==', val: 'SEA' }];

describe('useDrillMenuHandler', () => {
  it('passes the mask a click would emit along with the filters', () => {
    const onContextMenu = vi.fn();
    const mask = crossFilterDataMask(['origin'], { SEA: ['SEA'] }, [], 'SEA');
    const { result } = renderHook(() =>
      useDrillMenuHandler(
        onContextMenu,
        () => filters,
        () => mask,
      ),
    );
    result.current?.(event);
    expect(onContextMenu).toHaveBeenCalledWith(40, 60, filters, mask);
  });

  it('passes no mask where the click emits none, and listens for nothing without a host menu', () => {
    const onContextMenu = vi.fn();
    const { result } = renderHook(() => useDrillMenuHandler(onContextMenu, () => filters));
    result.current?.(event);
    expect(onContextMenu).toHaveBeenCalledWith(40, 60, filters, undefined);
    const none = renderHook(() => useDrillMenuHandler(undefined, () => filters));
    expect(none.result.current).toBeUndefined();
  });
});
