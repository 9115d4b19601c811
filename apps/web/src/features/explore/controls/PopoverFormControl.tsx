/**
 * A control edited in a popover: the header, then a button summing up the value that opens a
 * small vertical form beside the panel.
 */
import { Form, Popover } from 'antd';
import type { ReactNode } from 'react';
import { ControlHeader, type ControlHeaderProps } from './ControlHeader';

export interface PopoverFormControlProps {
  header: ControlHeaderProps;
  /** The popover's title. */
  title: ReactNode;
  /** The button's text, summing up the current value. */
  summary: ReactNode;
  /** Marks the button red (the header lists the errors). */
  invalid?: boolean;
  /** Unmounts the form when the popover closes, so it reopens from the stored value. */
  destroyOnHidden?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

export function PopoverFormControl({
  header,
  title,
  summary,
  invalid = false,
  destroyOnHidden,
  children,
}: PopoverFormControlProps) {
  const form = (
    <Form layout="vertical" size="small" className="pn-control-popover" component="div">
      {children}
    </Form>
  );
  return (
    <div>
      <ControlHeader {...header} />
      <Popover
        trigger="click"
        placement="right"
        title={title}
        content={form}
        destroyOnHidden={destroyOnHidden}
      >
        <button
          type="button"
          className={invalid ? 'pn-control-trigger pn-control-trigger-error' : 'pn-control-trigger'}
          data-testid={`control-${header.name}`}
        >
          {summary}
        </button>
      </Popover>
    </div>
  );
}
