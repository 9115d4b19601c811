/**
 * The drill-to-detail modal: the rows behind a chart, paged 50 at a time, narrowed by the chart's
 * filters (with the dashboard's) and by the data point the user drilled into. Each drill filter
 * is a tag the user can remove to widen the rows again.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Modal, Pagination, Space, Tag, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { VirtualDataTable } from '../../../components/data-table/VirtualDataTable';
import type { DataRow } from '../../../components/data-table/columnTypes';
import { ErrorMessageWithStackTrace, supersetErrorsOf } from '../../../error-messages';
import { t } from '../../../i18n/t';
import { samplesErrorMessage } from '../../explore';
import { useGetDrillDetailPageQuery } from './drillDetailApi';
import {
  DRILL_DETAIL_PAGE_SIZE,
  drillDatasourceOf,
  drillDetailBody,
  drillFilterLabel,
  type DrillFilter,
} from './drillDetailQuery';

export interface DrillDetailModalProps {
  sliceName: string;
  formData: QueryFormData;
  initialFilters: readonly DrillFilter[];
  onClose: () => void;
}

const NO_ROWS: readonly DataRow[] = [];

export function DrillDetailModal({
  sliceName,
  formData,
  initialFilters,
  onClose,
}: DrillDetailModalProps) {
  const [filters, setFilters] = useState<readonly DrillFilter[]>(initialFilters);
  const [page, setPage] = useState(1);
  const datasource = drillDatasourceOf(formData);
  const body = useMemo(() => drillDetailBody(formData, filters), [formData, filters]);
  const { data, error, isError, isFetching, refetch } = useGetDrillDetailPageQuery(
    datasource ? { datasource, body, page, perPage: DRILL_DETAIL_PAGE_SIZE } : skipToken,
  );
  const rows = data?.data ?? NO_ROWS;
  const total = data?.total_count ?? rows.length;
  const failure = !datasource
    ? t('This chart has no dataset to drill into.')
    : isError && !isFetching
      ? samplesErrorMessage(error)
      : typeof data?.error === 'string' && data.error
        ? samplesErrorMessage(data.error)
        : null;

  const removeFilter = (index: number) => {
    setFilters((current) => current.filter((_, i) => i !== index));
    setPage(1);
  };

  return (
    <Modal
      open
      width="min(1100px, 92vw)"
      title={t('Drill to detail: %s', sliceName)}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('Close')}
        </Button>
      }
      destroyOnHidden
    >
      <div data-test="drill-detail-modal">
        <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
          <Space wrap size={4}>
            {filters.length > 0 && (
              <Typography.Text type="secondary">{t('Drill by')}</Typography.Text>
            )}
            {filters.map((filter, index) => (
              <Tag
                key={`${filter.col}-${index}`}
                closable
                onClose={(event) => {
                  event.preventDefault();
                  removeFilter(index);
                }}
                data-test="drill-detail-filter"
              >
                {drillFilterLabel(filter, formData)}
              </Tag>
            ))}
          </Space>
          <Space size={8}>
            <Typography.Text type="secondary" data-test="drill-detail-count">
              {t('%s rows', total.toLocaleString())}
            </Typography.Text>
            <Button
              size="small"
              icon={<ReloadOutlined />}
              aria-label={t('Reload')}
              onClick={() => void refetch()}
              disabled={!datasource}
            />
          </Space>
        </Space>
        {failure ? (
          <ErrorMessageWithStackTrace
            errors={datasource && isError && !isFetching ? supersetErrorsOf(error) : null}
            message={failure}
            source="dashboard"
          />
        ) : (
          <VirtualDataTable
            rows={rows}
            colnames={data?.colnames}
            coltypes={data?.coltypes}
            height={420}
            emptyText={isFetching ? t('Loading...') : t('No rows were returned for this drill.')}
          />
        )}
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
          <Pagination
            size="small"
            current={page}
            pageSize={DRILL_DETAIL_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={setPage}
            hideOnSinglePage
          />
        </div>
      </div>
    </Modal>
  );
}
