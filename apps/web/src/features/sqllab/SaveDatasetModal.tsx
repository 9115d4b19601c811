/**
 * 'Save as dataset' of a result: a name, then `POST /superset/sqllab_viz/`; on success the modal
 * links to explore on the new dataset. A failure shows the server's message and keeps the modal.
 */
import { Alert, Button } from 'antd';
import { LabeledInput } from '../../components/forms/LabeledInput';
import { CancelSaveFooter } from '../../components/modals/CancelSaveFooter';
import { InputModal } from '../../components/modals/InputModal';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';
import { useSaveQueryAsDatasetMutation } from '../explore';
import { sqlLabErrorMessage } from './sqllabApi';
import type { QueryRecord } from './sqllabTypes';
import { defaultResultDatasetName, resultVizData } from './sqllabViz';
import { exploreDatasetPath } from './sqlLabUrl';

export function SaveDatasetModal({
  query,
  templateParams,
  onClose,
}: {
  query: QueryRecord;
  templateParams: string;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(() => defaultResultDatasetName(query, new Date()));
  const [save, saving] = useSaveQueryAsDatasetMutation();
  const [saved, setSaved] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = resultVizData(query, templateParams, name);

  const submit = async () => {
    if (data === null) return;
    setError(null);
    try {
      const created = await save(data).unwrap();
      setSaved({ id: created.id, name: data.datasourceName });
      dispatch(successToastAdded(t('The dataset has been saved')));
    } catch (failure: unknown) {
      setError(sqlLabErrorMessage(failure, t('An error has occurred')));
    }
  };

  return (
    <InputModal
      title={t('Save as dataset')}
      width={480}
      onCancel={onClose}
      data-testid="save-dataset-modal"
      footer={
        saved ? (
          <Button type="primary" onClick={onClose}>
            {t('Close')}
          </Button>
        ) : (
          <CancelSaveFooter
            onCancel={onClose}
            onSave={() => void submit()}
            saveTestId="save-dataset-submit"
            disabled={data === null}
            loading={saving.isLoading}
          />
        )
      }
    >
      {saved ? (
        <Alert
          type="success"
          showIcon
          title={t('The dataset has been saved')}
          description={
            <Link to={exploreDatasetPath(saved.id)} data-testid="saved-dataset-link">
              {t('Explore %s', saved.name)}
            </Link>
          }
        />
      ) : (
        <>
          <p>{t('Save this query as a virtual dataset to continue exploring')}</p>
          <LabeledInput
            id="pn-sqllab-dataset-name"
            label={t('Dataset name')}
            labelClassName="pn-sqllab-field-label"
            value={name}
            maxLength={250}
            onChange={setName}
            onPressEnter={() => void submit()}
            testId="save-dataset-name"
          />
          {error !== null && (
            <Alert type="error" showIcon title={error} className="pn-sqllab-modal-error" />
          )}
        </>
      )}
    </InputModal>
  );
}
