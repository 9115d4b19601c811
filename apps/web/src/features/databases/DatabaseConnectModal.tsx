/**
 * "Connect a database" (create: pick the engine, then the form) and "Edit database" (the form
 * straight away, from the stored settings). The form tests the connection on demand and saves;
 * the server's field errors appear next to their fields.
 */
import { Alert, Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { DatabaseConnectionForm } from './DatabaseConnectionForm';
import { useGetAvailableEnginesQuery, useGetDatabaseQuery } from './databasesApi';
import type { AvailableEngine } from './databaseTypes';
import { EnginePicker } from './EnginePicker';
import './databaseConnect.css';

export interface DatabaseConnectModalProps {
  /** The database to edit, or null to connect a new one. */
  databaseId: number | null;
  onClose: () => void;
}

export function DatabaseConnectModal({ databaseId, onClose }: DatabaseConnectModalProps) {
  return databaseId === null ? (
    <ConnectNewDatabase onClose={onClose} />
  ) : (
    <EditDatabase databaseId={databaseId} onClose={onClose} />
  );
}

function ConnectNewDatabase({ onClose }: { onClose: () => void }) {
  const [engine, setEngine] = useState<AvailableEngine | null>(null);
  if (engine !== null) {
    return (
      <DatabaseConnectionForm
        title={t('Connect a database')}
        step={t('STEP %s OF %s', 2, 2)}
        engine={engine}
        database={null}
        onBack={() => setEngine(null)}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal
      open
      title={t('Connect a database')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('Cancel')}</Button>}
      destroyOnHidden
      width={600}
      data-testid="database-modal"
    >
      <div className="pn-connect-step">{t('STEP %s OF %s', 1, 2)}</div>
      <EnginePicker onPick={setEngine} />
    </Modal>
  );
}

function EditDatabase({ databaseId, onClose }: { databaseId: number; onClose: () => void }) {
  const { data, error, isLoading } = useGetDatabaseQuery(databaseId);
  const engines = useGetAvailableEnginesQuery();
  if (data !== undefined && !engines.isLoading) {
    return (
      <DatabaseConnectionForm
        title={t('Edit database')}
        engine={engines.data?.find((engine) => engine.engine === data.backend) ?? null}
        database={data}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal
      open
      title={t('Edit database')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('Cancel')}</Button>}
      destroyOnHidden
      width={600}
      data-testid="database-modal"
    >
      {isLoading || engines.isLoading ? (
        <Spin />
      ) : (
        <Alert
          type="error"
          showIcon
          title={t('An error occurred while fetching %s: %s', t('database'), errorMessage(error))}
        />
      )}
    </Modal>
  );
}
