/**
 * A list page whose items are created and edited in one form dialog: the list, a "+ Thing" button
 * for users who may write, the row's edit action, and the dialog for a new or an existing item.
 */
import type { ReactNode } from 'react';
import { writerCreateButton } from './CreateButton';
import type { CreateButtonProps } from './CreateButton';
import { ListView } from './ListView';
import type { ListItem, ListViewConfig } from './listViewTypes';
import { useFormDialog } from './useFormDialog';

/** The list's config; its edit action and header buttons come from the dialog. */
export type FormListViewConfig<T extends ListItem> = Omit<
  ListViewConfig<T>,
  'onEdit' | 'headerButtons'
>;

export interface ListViewWithFormProps<T extends ListItem> {
  config: FormListViewConfig<T>;
  /** The create button; `before` stands left of it (e.g. an import button), for writers too. */
  create: Omit<CreateButtonProps, 'onClick'> & { before?: ReactNode };
  /** The form for `item`, or for a new item when it is null. */
  form: (item: T | null, close: () => void) => ReactNode;
}

export function ListViewWithForm<T extends ListItem>({
  config,
  create: { before, ...create },
  form,
}: ListViewWithFormProps<T>) {
  const dialog = useFormDialog<T>();
  return (
    <>
      <ListView
        config={{
          ...config,
          onEdit: dialog.edit,
          headerButtons: writerCreateButton({ ...create, onClick: dialog.create }, before),
        }}
      />
      {dialog.open ? form(dialog.item, dialog.close) : null}
    </>
  );
}
