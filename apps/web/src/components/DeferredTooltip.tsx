/**
 * An antd Tooltip that costs nothing until the pointer (or focus) first reaches its child. A
 * dashboard draws a title and a data-age label on every chart; two dozen always-mounted
 * tooltips (trigger, portal, motion and styles each) are a noticeable share of the first render.
 * The child renders bare; the first hover mounts the Tooltip, opened after the same delay.
 */
import { Tooltip } from 'antd';
import type { TooltipProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import './deferredTooltip.css';

export interface DeferredTooltipProps {
  title: TooltipProps['title'];
  placement?: TooltipProps['placement'];
  /** Seconds before it opens, as antd's mouseEnterDelay. */
  mouseEnterDelay?: number;
  children: ReactElement;
}

const DEFAULT_DELAY_S = 0.1;

export function DeferredTooltip({
  title,
  placement,
  mouseEnterDelay = DEFAULT_DELAY_S,
  children,
}: DeferredTooltipProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    setMounted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), mouseEnterDelay * 1000);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <span
      className="pn-deferred-tooltip"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {mounted ? (
        <Tooltip title={title} placement={placement} open={open}>
          {children}
        </Tooltip>
      ) : (
        children
      )}
    </span>
  );
}
