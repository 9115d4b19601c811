/** A small icon-only text button whose name shows as its tooltip and is read by screen readers. */
import { Button, Tooltip } from 'antd';
import type { ButtonProps } from 'antd';

export interface IconButtonProps extends Omit<ButtonProps, 'title' | 'aria-label' | 'size'> {
  /** The tooltip and the accessible name. */
  title: string;
}

export function IconButton({ title, type = 'text', ...button }: IconButtonProps) {
  return (
    <Tooltip title={title}>
      <Button type={type} size="small" aria-label={title} {...button} />
    </Tooltip>
  );
}
