/** What the upload modal shows once the file is in: the table, and a way to chart it at once. */
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { datasetExplorePath } from '../datasets';
import { t } from '../../i18n/t';
import type { UploadResult } from './uploadRequest';

export function UploadSuccess({ result, onClose }: { result: UploadResult; onClose: () => void }) {
  const table = `${result.schema}.${result.table_name}`;
  return (
    <Result
      status="success"
      title={t('Table %s is ready', table)}
      subTitle={t('%s rows were uploaded and a dataset was created on the table.', result.rows)}
      extra={[
        <Link key="explore" to={datasetExplorePath({ id: result.dataset_id })} onClick={onClose}>
          <Button type="primary" data-testid="upload-explore">
            {t('Explore the new dataset')}
          </Button>
        </Link>,
        <Button key="close" onClick={onClose}>
          {t('Close')}
        </Button>,
      ]}
    />
  );
}
