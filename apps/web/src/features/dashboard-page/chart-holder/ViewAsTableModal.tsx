/** The chart menu's 'View as table': the rows of the chart's result in a scrolling table. */
import { Modal } from 'antd';
import { VirtualDataTable } from '../../../components/data-table/VirtualDataTable';
import { t } from '../../../i18n/t';
import type { ChartDataResult } from '../../../visualizations/chartPluginTypes';

export function ViewAsTableModal({
  result,
  onClose,
}: {
  result: ChartDataResult | undefined;
  onClose: () => void;
}) {
  return (
    <Modal open title={t('View as table')} width="80vw" footer={null} onCancel={onClose}>
      <div style={{ height: '60vh' }} data-testid="view-as-table">
        <VirtualDataTable
          rows={result?.data ?? []}
          colnames={result?.colnames}
          coltypes={result?.coltypes}
        />
      </div>
    </Modal>
  );
}
