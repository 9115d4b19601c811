/** A row title that shows its full text in a tooltip when it is long enough to be cut off. */
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { needsTitleTooltip } from './titleTooltip';

export function TitleWithTooltip({ title, children }: { title: string; children: ReactNode }) {
  if (!needsTitleTooltip(title)) return children;
  return (
    <Tooltip title={title} placement="topLeft">
      {children}
    </Tooltip>
  );
}
