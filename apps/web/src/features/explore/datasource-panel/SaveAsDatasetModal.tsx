/**
 * "Save as dataset" for a query datasource: a name, then `POST /superset/sqllab_viz/`; explore
 * switches to the new virtual dataset and a success toast shows. A failure is a danger toast and
 * the modal stays open for another try.
 */
import { LabeledInput } from '../../../components/forms/LabeledInput';
import { CancelSaveFooter } from '../../../components/modals/CancelSaveFooter';
import { InputModal } from '../../../components/modals/InputModal';
import { useState } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { errorMessage } from '../../../api/errorMessage';
import { t } from '../../../i18n/t';
import { useAppDispatch } from '../../../store/hooks';
import { dangerToastAdded, successToastAdded } from '../../../store/messageToastsSlice';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { useSaveQueryAsDatasetMutation } from './datasourcePanelApi';
import { defaultDatasetName, sqllabVizData } from './saveAsDataset';
import { datasourceSwitchPatch } from './swapTimeColumn';

export interface SaveAsDatasetModalProps {
  datasource: DatasourceJson;
  formData: QueryFormData;
  onDatasourceChange: (datasource: DatasourceJson) => void;
  onFormDataChange?: (patch: Partial<QueryFormData>) => void;
  onClose: () => void;
}

export function SaveAsDatasetModal(props: SaveAsDatasetModalProps) {
  const { datasource, formData, onDatasourceChange, onFormDataChange, onClose } = props;
  const dispatch = useAppDispatch();
  const [name, setName] = useState(() => defaultDatasetName(datasource, new Date()));
  const [save, saving] = useSaveQueryAsDatasetMutation();
  const data = sqllabVizData(datasource, name);

  const submit = async () => {
    if (data === null) return;
    try {
      const created = await save(data).unwrap();
      onDatasourceChange(created);
      onFormDataChange?.(datasourceSwitchPatch(formData, created));
      dispatch(successToastAdded(t('The dataset has been saved')));
      onClose();
    } catch (error: unknown) {
      dispatch(dangerToastAdded(errorMessage(error, t('An error has occurred'))));
    }
  };

  return (
    <InputModal
      title={t('Save as dataset')}
      width={480}
      onCancel={onClose}
      data-testid="save-as-dataset-modal"
      footer={
        <CancelSaveFooter
          onCancel={onClose}
          onSave={() => void submit()}
          saveTestId="save-as-dataset-submit"
          disabled={data === null}
          loading={saving.isLoading}
        />
      }
    >
      <p className="pn-ds-save-description">
        {t('Save this query as a virtual dataset to continue exploring')}
      </p>
      <LabeledInput
        id="pn-ds-save-name"
        label={t('Dataset name')}
        labelClassName="pn-ds-save-label"
        value={name}
        maxLength={250}
        onChange={setName}
        onPressEnter={() => void submit()}
        testId="save-as-dataset-name"
      />
    </InputModal>
  );
}
