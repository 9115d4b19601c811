/**
 * What a successful result offers, as in Superset: 'Create chart' (explore on the query itself;
 * saving the chart saves the query as a dataset then), 'Save as dataset' and 'Download to CSV'
 * (the server's export of the full result).
 */
import { AreaChartOutlined, DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { SaveDatasetModal } from './SaveDatasetModal';
import type { QueryRecord } from './sqllabTypes';
import { queryChartPath } from './queryChartLink';
import { csvExportPath } from './sqlLabUrl';

export function ResultActions({
  query,
  templateParams,
}: {
  query: QueryRecord;
  templateParams: string;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [saveOpen, setSaveOpen] = useState(false);

  const createChart = (event: MouseEvent) => {
    const path = queryChartPath(query);
    if (path === null) {
      dispatch(dangerToastAdded(t('Unable to create chart without a query id.')));
      return;
    }
    // As Superset: with the Cmd/Ctrl key held the chart opens in a new tab.
    if (event.metaKey || event.ctrlKey) window.open(path, '_blank', 'noopener,noreferrer');
    else void navigate(path);
  };

  // A Space of their own: the result bar's Space spaces its children, and a fragment is one.
  return (
    <>
      <Space size={6} wrap>
        <Button
          size="small"
          icon={<AreaChartOutlined />}
          onClick={createChart}
          data-testid="explore-results"
        >
          {t('Create chart')}
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
      </Space>
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
