/**
 * Opens the shared dataset editor from explore. The editor needs the owners' names up front (the
 * dataset JSON only has their ids), so they are fetched first; a failed fetch still opens it with
 * ids only. Refreshing the panel's dataset afterwards is the caller's job (it outlives this).
 */
import { Modal, Spin } from 'antd';
import { DatasetEditModal } from '../../datasets';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { t } from '../../../i18n/t';
import { useGetPanelDatasetOwnersQuery } from './datasourcePanelApi';

export interface EditDatasetLauncherProps {
  datasource: DatasourceJson;
  onClose: () => void;
}

export function EditDatasetLauncher({ datasource, onClose }: EditDatasetLauncherProps) {
  const owners = useGetPanelDatasetOwnersQuery(datasource.id);

  if (owners.isLoading) {
    return (
      <Modal open title={t('Edit Dataset')} width={900} footer={null} onCancel={onClose}>
        <Spin />
      </Modal>
    );
  }
  return (
    <DatasetEditModal datasetId={datasource.id} knownOwners={owners.data ?? []} onClose={onClose} />
  );
}
