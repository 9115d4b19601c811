/**
 * What a successful result offers: 'Explore' (saves it as a dataset and opens explore on it),
 * 'Save as dataset' and 'Download to CSV' (the server's export of the full result).
 */
import { AreaChartOutlined, DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { useSaveQueryAsDatasetMutation } from '../explore';
import { SaveDatasetModal } from './SaveDatasetModal';
import { sqlLabErrorMessage } from './sqllabApi';
import type { QueryRecord } from './sqllabTypes';
import { defaultResultDatasetName, resultVizData } from './sqllabViz';
import { csvExportPath, exploreDatasetPath } from './sqlLabUrl';

export function ResultActions({
  query,
  templateParams,
}: {
  query: QueryRecord;
  templateParams: string;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [save, saving] = useSaveQueryAsDatasetMutation();
  const [saveOpen, setSaveOpen] = useState(false);

  const explore = async () => {
    const data = resultVizData(query, templateParams, defaultResultDatasetName(query, new Date()));
    if (data === null) return;
    try {
      const created = await save(data).unwrap();
      void navigate(exploreDatasetPath(created.id));
    } catch (error: unknown) {
      dispatch(dangerToastAdded(sqlLabErrorMessage(error, t('An error has occurred'))));
    }
  };

  return (
    <>
      <Button
        size="small"
        icon={<AreaChartOutlined />}
        loading={saving.isLoading}
        onClick={() => void explore()}
        data-testid="explore-results"
      >
        {t('Explore')}
      </Button>
      <Button
        size="small"
        icon={<SaveOutlined />}
        onClick={() => setSaveOpen(true)}
        data-testid="save-as-dataset"
      >
        {t('Save as dataset')}
      </Button>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        href={csvExportPath(query.id)}
        download
        data-testid="download-csv"
      >
        {t('Download to CSV')}
      </Button>
      {saveOpen && (
        <SaveDatasetModal
          query={query}
          templateParams={templateParams}
          onClose={() => setSaveOpen(false)}
        />
      )}
    </>
  );
}
