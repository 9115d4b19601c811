/** The "Import" button of a list page's header, with the import modal it opens. */
import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/t';
import type { ImportResource } from './importApi';
import { ImportModal } from './ImportModal';
import './importModal.css';

export function ImportButton({ resource }: { resource: ImportResource }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)} data-testid="import-button">
        {t('Import')}
      </Button>
      {open ? <ImportModal resource={resource} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
