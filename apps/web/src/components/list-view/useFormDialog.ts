/**
 * Which create-or-edit dialog a list page shows: none, the form for a new item, or the form for
 * an existing one.
 */
import { useState } from 'react';

export interface FormDialog<T> {
  open: boolean;
  /** The item being edited, or null for a new one. */
  item: T | null;
  create: () => void;
  edit: (item: T) => void;
  close: () => void;
}

export function useFormDialog<T>(): FormDialog<T> {
  const [state, setState] = useState<{ item: T | null } | null>(null);
  return {
    open: state !== null,
    item: state?.item ?? null,
    create: () => setState({ item: null }),
    edit: (item) => setState({ item }),
    close: () => setState(null),
  };
}
