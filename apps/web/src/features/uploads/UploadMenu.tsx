/**
 * Where uploads are offered: Superset's "Upload CSV to database", "Upload Excel to database" and
 * "Upload Columnar file to database", each shown only to users holding its `can_this_form_get`
 * permission. `useUploadMenu` gives the entries (and the modal they open) for a "+" / Data menu;
 * `UploadFileButton` is the dataset list's header button with the same entries.
 */
import { DownOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { t } from '../../i18n/t';
import { useAppSelector } from '../../store/hooks';
import { offeredUploadKinds, uploadKindLabels, type UploadKind } from './uploadKinds';

type MenuItems = NonNullable<MenuProps['items']>;

// The menu sits in the navigation bar on every page; the dialog loads only when opened.
const UploadDataModal = lazy(() =>
  import('./UploadDataModal').then((m) => ({ default: m.UploadDataModal })),
);

export const UPLOAD_MENU_KEY_PREFIX = 'upload-';

/** The upload kinds the signed-in user may use. */
export function useOfferedUploadKinds(): UploadKind[] {
  const permissions = useAppSelector((state) => state.common.permissions);
  return useMemo(
    () =>
      offeredUploadKinds((permission, view) =>
        permissions.some(([p, v]) => p === permission && v === view),
      ),
    [permissions],
  );
}

export interface UploadMenu {
  /** Menu entries, empty when the user may upload nothing. */
  items: MenuItems;
  /** The open upload modal, or null; render it next to the menu. */
  modal: ReactNode;
}

export function useUploadMenu(): UploadMenu {
  const kinds = useOfferedUploadKinds();
  const [open, setOpen] = useState<UploadKind | null>(null);
  const items: MenuItems = kinds.map((kind) => ({
    key: `${UPLOAD_MENU_KEY_PREFIX}${kind}`,
    label: uploadKindLabels(kind).menu,
    onClick: () => setOpen(kind),
  }));
  const modal =
    open === null ? null : (
      <Suspense fallback={null}>
        <UploadDataModal kind={open} onClose={() => setOpen(null)} />
      </Suspense>
    );
  return { items, modal };
}

export function UploadFileButton() {
  const { items, modal } = useUploadMenu();
  if (items.length === 0) return null;
  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button icon={<UploadOutlined />} data-testid="upload-file-button">
          {t('Upload file to database')}
          <DownOutlined />
        </Button>
      </Dropdown>
      {modal}
    </>
  );
}
