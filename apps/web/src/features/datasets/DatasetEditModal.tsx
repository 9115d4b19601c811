/**
 * "Edit Dataset": tabs Source, Metrics, Columns, Calculated columns and
 * Settings over a draft of the dataset JSON. Save asks 'Confirm save' first (changes affect every
 * chart on the dataset), then posts the whole draft to `POST /datasource/save/`.
 */
import { Alert, Button, Input, Modal, Spin, Tabs, Tooltip } from 'antd';
import { CancelSaveFooter } from '../../components/modals/CancelSaveFooter';
import { InputModal } from '../../components/modals/InputModal';
import { useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import type { LabeledId } from '../../components/list-view/RelatedSelect';
import { ownerName } from '../../components/list-view/ownerNames';
import type { OwnerRef } from '../../components/list-view/ownerNames';
import { t } from '../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectFeatureFlag } from '../../store/commonSlice';
import { successToastAdded } from '../../store/messageToastsSlice';
import { ColumnsTab } from './ColumnsTab';
import { draftErrors, draftFromDatasource, savePayload } from './datasetDraft';
import { useGetDatasourceQuery, useSaveDatasourceMutation } from './datasetEditApi';
import type { DatasourceJson } from '../../models/datasourceTypes';
import { DATASET_MANAGED_EXTERNALLY } from './datasetOwnership';
import { MetricsTab } from './MetricsTab';
import { SettingsTab, SourceTab } from './SourceSettingsTabs';
import './datasetEdit.css';

export interface DatasetEditModalProps {
  datasetId: number;
  /** Owners as the list shows them, so the owners select has names before any search. */
  knownOwners: readonly OwnerRef[];
  onClose: () => void;
}

export function DatasetEditModal({ datasetId, knownOwners, onClose }: DatasetEditModalProps) {
  const { data, error, isLoading } = useGetDatasourceQuery(datasetId);
  if (data !== undefined)
    return <DatasetEditor dataset={data} knownOwners={knownOwners} onClose={onClose} />;
  return (
    <Modal
      open
      title={t('Edit Dataset')}
      width={900}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('Cancel')}</Button>}
      data-testid="dataset-edit-modal"
    >
      {isLoading ? <Spin /> : null}
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error, t('An error has occurred'))} />
      ) : null}
    </Modal>
  );
}

function ownerOptions(ids: readonly number[], known: readonly OwnerRef[]): LabeledId[] {
  return ids.map((id) => {
    const owner = known.find((o) => o.id === id);
    return { value: id, label: owner ? ownerName(owner) : `#${id}` };
  });
}

interface EditorProps {
  dataset: DatasourceJson;
  knownOwners: readonly OwnerRef[];
  onClose: () => void;
}

function DatasetEditor({ dataset, knownOwners, onClose }: EditorProps) {
  const dispatch = useAppDispatch();
  const legacyDisabled = useAppSelector((state) =>
    selectFeatureFlag(state, 'DISABLE_LEGACY_DATASOURCE_EDITOR'),
  );
  const [draft, setDraft] = useState<DatasourceJson>(() => draftFromDatasource(dataset));
  const [owners, setOwners] = useState<LabeledId[]>(() =>
    ownerOptions(dataset.owners, knownOwners),
  );
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [legacyText, setLegacyText] = useState<string | null>(null);
  const [save, saving] = useSaveDatasourceMutation();
  // Items added and not edited since (an edit replaces the object): their problems wait for
  // input, or for a click on Save, which shows every problem at once.
  const [untouched, setUntouched] = useState<ReadonlySet<object>>(new Set());
  const markAdded = (item: object) => setUntouched((items) => new Set(items).add(item));
  const [showAllErrors, setShowAllErrors] = useState(false);

  const managed = dataset.is_managed_externally;
  const legacyError = legacyText !== null && parseLegacy(legacyText) === null;
  const legacyErrors = legacyError ? [t('The dataset JSON is not valid')] : [];
  const errors = [
    ...draftErrors(draft, showAllErrors ? undefined : (item) => untouched.has(item)),
    ...legacyErrors,
  ];
  const hiddenErrors =
    !showAllErrors && draftErrors(draft).length + legacyErrors.length > errors.length;
  const patch = (change: Partial<DatasourceJson>) => setDraft((d) => ({ ...d, ...change }));

  const toggleLegacy = () => {
    if (legacyText === null) {
      setLegacyText(JSON.stringify(draft, null, 2));
      return;
    }
    const parsed = parseLegacy(legacyText);
    if (parsed === null) return;
    setDraft(draftFromDatasource(parsed));
    setLegacyText(null);
  };

  const confirmSave = async () => {
    setConfirming(false);
    const source = legacyText !== null ? parseLegacy(legacyText) : draft;
    if (source === null) return;
    const result = await save(
      savePayload({
        ...source,
        owners: legacyText !== null ? source.owners : owners.map((o) => o.value),
      }),
    );
    if ('data' in result) {
      dispatch(successToastAdded(t('The dataset has been saved')));
      onClose();
    } else {
      setFailure(errorMessage(result.error, t('An error has occurred')));
    }
  };

  const saveDisabled = saving.isLoading || errors.length > 0 || managed;
  const saveButton = (
    <Button
      type="primary"
      data-testid="dataset-save"
      disabled={saveDisabled}
      loading={saving.isLoading}
      onClick={() => (hiddenErrors ? setShowAllErrors(true) : setConfirming(true))}
    >
      {t('Save')}
    </Button>
  );

  // Both column tabs edit the one column list; each shows its own kind.
  const columnsTab = (key: string, label: string, calculated: boolean) => ({
    key,
    label,
    children: (
      <ColumnsTab
        calculated={calculated}
        columns={draft.columns}
        disabled={managed}
        onAdded={markAdded}
        isUntouched={(column) => untouched.has(column)}
        onChange={(columns) => patch({ columns })}
      />
    ),
  });

  return (
    <>
      <InputModal
        title={t('Edit Dataset')}
        width={900}
        onCancel={onClose}
        data-testid="dataset-edit-modal"
        footer={
          <div className="pn-dataset-footer">
            <span>
              {legacyDisabled ? null : (
                <Button data-testid="legacy-editor" onClick={toggleLegacy} disabled={legacyError}>
                  {legacyText === null
                    ? t('Use legacy datasource editor')
                    : t('Use the editor tabs')}
                </Button>
              )}
            </span>
            <span>
              <Button onClick={onClose}>{t('Cancel')}</Button>
              {managed ? (
                <Tooltip title={t(DATASET_MANAGED_EXTERNALLY)}>
                  <span className="pn-dataset-save-wrap">{saveButton}</span>
                </Tooltip>
              ) : (
                saveButton
              )}
            </span>
          </div>
        }
      >
        <div className="pn-dataset-body">
          <div className="pn-dataset-heading">
            {draft.schema ? `${draft.schema}.` : ''}
            {draft.table_name}
          </div>
          {errors.length > 0 ? (
            <Alert
              type="error"
              showIcon
              className="pn-dataset-errors"
              data-testid="dataset-errors"
              title={
                <ul>
                  {errors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              }
            />
          ) : null}
          {legacyText !== null ? (
            <Input.TextArea
              aria-label={t('Dataset JSON')}
              className="pn-dataset-json"
              autoSize={{ minRows: 16, maxRows: 24 }}
              value={legacyText}
              onChange={(event) => setLegacyText(event.target.value)}
            />
          ) : (
            <Tabs
              defaultActiveKey="source"
              items={[
                { key: 'source', label: t('Source'), children: <SourceTab draft={draft} /> },
                {
                  key: 'metrics',
                  label: t('Metrics'),
                  children: (
                    <MetricsTab
                      metrics={draft.metrics}
                      disabled={managed}
                      onAdded={markAdded}
                      onChange={(metrics) => patch({ metrics })}
                    />
                  ),
                },
                columnsTab('columns', t('Columns'), false),
                columnsTab('calculated', t('Calculated columns'), true),
                {
                  key: 'settings',
                  label: t('Settings'),
                  children: (
                    <SettingsTab
                      draft={draft}
                      owners={owners}
                      onOwnersChange={setOwners}
                      onChange={patch}
                      disabled={managed}
                    />
                  ),
                },
              ]}
            />
          )}
        </div>
      </InputModal>
      <Modal
        open={confirming}
        title={t('Confirm save')}
        onCancel={() => setConfirming(false)}
        data-testid="dataset-confirm-save"
        footer={
          <CancelSaveFooter
            onCancel={() => setConfirming(false)}
            onSave={() => void confirmSave()}
            saveTestId="dataset-confirm-ok"
          />
        }
      >
        {t(
          'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.',
        )}
      </Modal>
      <Modal
        open={failure !== null}
        title={t('Error')}
        onCancel={() => setFailure(null)}
        data-testid="dataset-save-error"
        footer={
          <Button type="primary" onClick={() => setFailure(null)}>
            {t('OK')}
          </Button>
        }
      >
        {failure}
      </Modal>
    </>
  );
}

/** The legacy editor's text as a dataset, or null when it is not a JSON object with an id. */
function parseLegacy(text: string): DatasourceJson | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const record = value as Partial<DatasourceJson>;
    if (
      typeof record.id !== 'number' ||
      !Array.isArray(record.columns) ||
      !Array.isArray(record.metrics)
    )
      return null;
    return value as DatasourceJson;
  } catch {
    return null;
  }
}
