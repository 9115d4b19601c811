/**
 * The click popover a drop zone item opens to edit it. Each opening mounts a fresh editor (keyed
 * by the open session), so a cancelled draft never comes back; saving hands the value on and
 * closes the popover.
 */
import { Popover } from 'antd';
import type { ReactNode } from 'react';
import { useOpenSession } from './useOpenSession';

/** What the editor inside is given: how to close without saving, and how to save. */
export interface EditorCallbacks<T> {
  onClose: () => void;
  onSave: (value: T) => void;
}

export interface EditorPopoverProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (value: T) => void;
  /** Renders the editor; `session` changes at each opening and keys it. */
  editor: (session: number, callbacks: EditorCallbacks<T>) => ReactNode;
  children: ReactNode;
}

export function EditorPopover<T>({
  open,
  onOpenChange,
  onSave,
  editor,
  children,
}: EditorPopoverProps<T>) {
  const session = useOpenSession(open);
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="right"
      destroyOnHidden
      content={editor(session, {
        onClose: () => onOpenChange(false),
        onSave: (value) => {
          onSave(value);
          onOpenChange(false);
        },
      })}
    >
      {children}
    </Popover>
  );
}
