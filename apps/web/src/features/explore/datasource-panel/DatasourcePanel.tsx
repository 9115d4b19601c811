/**
 * The left panel of explore: the datasource control (name, warnings, '...' menu) above the
 * searchable, draggable Metrics and Columns of the dataset. It owns the menu's dialogs (edit,
 * swap, query preview, save as dataset) and reports changes upwards:
 *
 * - `onDatasourceChange(datasource)` after a swap or "Save as dataset", followed by
 *   `onFormDataChange({datasource: '<id>__table', granularity_sqla?})` with the time column rule
 *   of `swapTimeColumn.ts` applied;
 * - `onDatasourceEdited(datasource)` (or `onDatasourceChange` when not given) after the dataset
 *   editor saved changes to the same dataset, again followed by the time column patch.
 *
 * Rows are dnd-kit draggables; the page must render the panel inside its DndContext.
 */
import { useState } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { DatasourceFieldList } from './DatasourceFieldList';
import { DatasourceHeader } from './DatasourceHeader';
import { missingDatasourceState } from './datasourceInfo';
import { EditDatasetLauncher } from './EditDatasetLauncher';
import { QueryPreviewModal } from './QueryPreviewModal';
import { SaveAsDatasetModal } from './SaveAsDatasetModal';
import { SwapDatasetModal } from './SwapDatasetModal';
import { datasourceSwitchPatch } from './swapTimeColumn';
import { useLazyGetPanelDatasourceQuery } from './datasourcePanelApi';
import './datasourcePanel.css';

export interface DatasourcePanelProps {
  /** The dataset JSON; null (or one without an id) shows the "missing" warnings. */
  datasource: DatasourceJson | null;
  formData: QueryFormData;
  onDatasourceChange: (datasource: DatasourceJson) => void;
  onFormDataChange?: (patch: Partial<QueryFormData>) => void;
  /** The same dataset, edited in the dataset editor; defaults to `onDatasourceChange`. */
  onDatasourceEdited?: (datasource: DatasourceJson) => void;
}

type PanelDialog = 'edit' | 'swap' | 'preview' | 'save' | null;

export function DatasourcePanel(props: DatasourcePanelProps) {
  const { datasource, formData, onDatasourceChange, onFormDataChange } = props;
  const [dialog, setDialog] = useState<PanelDialog>(null);
  const missing = missingDatasourceState(datasource, formData);
  const loaded = datasource !== null && missing === 'none' ? datasource : null;
  const close = () => setDialog(null);
  const [fetchStored] = useLazyGetPanelDatasourceQuery();

  /**
   * The editor does not say whether it saved, so the stored dataset is fetched again when it
   * closes and handed on only if it differs: a Cancel costs one request and no chart re-render.
   */
  const closeEditor = (edited: DatasourceJson) => {
    close();
    fetchStored(edited.id, false)
      .unwrap()
      .then((stored) => {
        if (JSON.stringify(stored) === JSON.stringify(edited)) return;
        (props.onDatasourceEdited ?? onDatasourceChange)(stored);
        const patch = datasourceSwitchPatch(formData, stored);
        // Same dataset, same key: only a time column that stopped being temporal is reported.
        if ('granularity_sqla' in patch)
          onFormDataChange?.({ granularity_sqla: patch.granularity_sqla ?? null });
      })
      .catch(() => {
        // The editor reported its own failures; if the refresh fails the panel keeps its copy.
      });
  };

  return (
    <div className="pn-datasource-panel" data-testid="datasource-panel">
      <DatasourceHeader
        datasource={loaded}
        missing={missing}
        onEditDataset={() => setDialog('edit')}
        onSwapDataset={() => setDialog('swap')}
        onQueryPreview={() => setDialog('preview')}
        onSaveAsDataset={() => setDialog('save')}
      />
      {loaded !== null ? (
        <DatasourceFieldList
          // A new dataset starts with a fresh search and sections.
          key={`${loaded.id}__${loaded.type ?? 'table'}`}
          datasource={loaded}
          onCreateDataset={() => setDialog('save')}
        />
      ) : null}
      {dialog === 'swap' ? (
        <SwapDatasetModal
          formData={formData}
          onSwap={(next) => {
            onDatasourceChange(next);
            onFormDataChange?.(datasourceSwitchPatch(formData, next));
          }}
          onClose={close}
        />
      ) : null}
      {dialog === 'edit' && loaded !== null ? (
        <EditDatasetLauncher datasource={loaded} onClose={() => closeEditor(loaded)} />
      ) : null}
      {dialog === 'preview' && loaded !== null ? (
        <QueryPreviewModal
          sql={loaded.sql ?? (typeof loaded.select_star === 'string' ? loaded.select_star : '')}
          onSaveAsDataset={() => setDialog('save')}
          onClose={close}
        />
      ) : null}
      {dialog === 'save' && loaded !== null ? (
        <SaveAsDatasetModal
          datasource={loaded}
          formData={formData}
          onDatasourceChange={onDatasourceChange}
          onFormDataChange={onFormDataChange}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
