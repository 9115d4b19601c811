/**
 * "Pre-filter available values": adhoc filters and a time range (with the time column it
 * applies to) that narrow the filter's own option query only, never the charts it filters.
 * Reuses explore's adhoc filter zone and time range control on the filter's dataset.
 */
import { ConfigFieldError } from './ConfigFieldError';
import { Checkbox, Select, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import { datasourceKey } from '@panorama/core/query/form-data';
import type { AdhocFilter } from '@panorama/core/adhoc/adhoc-types';
import { t } from '../../../i18n/t';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { DndFilterSelect } from '../../explore';
import { DateFilterControl } from '../../../components/time-range/DateFilterControl';
import type { NativeFilterDraft } from './filterDraft';
import { temporalColumns } from './filterTypeRules';

export interface PreFilterSectionProps {
  draft: NativeFilterDraft;
  dataset: DatasourceJson | undefined;
  error?: string;
  onChange: (patch: Partial<NativeFilterDraft>) => void;
}

export function PreFilterSection({ draft, dataset, error, onChange }: PreFilterSectionProps) {
  const formData = {
    datasource: draft.datasetId === null ? '' : datasourceKey(draft.datasetId, 'table'),
    viz_type: draft.filterType,
    adhoc_filters: draft.adhocFilters,
  };
  const timeColumns = temporalColumns(dataset?.columns ?? []);
  return (
    <div className="pn-filters-config-field" data-testid="filters-config-prefilter">
      <Checkbox
        checked={draft.preFilterEnabled}
        onChange={(event) => onChange({ preFilterEnabled: event.target.checked })}
        data-testid="filters-config-prefilter-toggle"
      >
        {t('Pre-filter available values')}{' '}
        <Tooltip
          title={t(
            "Add filter clauses to control the filter's source query, though only in the context of the autocomplete i.e., these conditions do not impact how the filter is applied to the dashboard. This is useful when you want to improve the query's performance by only scanning a subset of the underlying data or limit the available values displayed in the filter.",
          )}
        >
          <InfoCircleOutlined />
        </Tooltip>
      </Checkbox>
      {draft.preFilterEnabled ? (
        <div className="pn-filters-config-nested">
          <DndFilterSelect
            name="filters-config-adhoc-filters"
            label={t('Pre-filter')}
            value={draft.adhocFilters}
            onChange={(next) => onChange({ adhocFilters: next as AdhocFilter[] })}
            validationErrors={[]}
            config={{ type: 'DndFilterSelect' }}
            formData={formData}
            datasource={dataset ?? null}
          />
          <div className="pn-filters-config-label">{t('Time range')}</div>
          <DateFilterControl
            name="filters-config-prefilter-time-range"
            value={draft.timeRange}
            onChange={(next) =>
              onChange({ timeRange: typeof next === 'string' ? next : NO_TIME_RANGE })
            }
            validationErrors={[]}
            config={{ type: 'DateFilterControl' }}
            formData={formData}
            datasource={dataset ?? null}
          />
          {draft.timeRange !== NO_TIME_RANGE ? (
            <>
              <div className="pn-filters-config-label">{t('Time column')}</div>
              <Select<string>
                className="pn-filters-config-input"
                allowClear
                value={draft.granularitySqla ?? undefined}
                placeholder={t('Time column to apply time range to')}
                options={timeColumns.map((column) => ({
                  value: column.column_name,
                  label: column.verbose_name || column.column_name,
                }))}
                onChange={(next) => onChange({ granularitySqla: next ?? null })}
                data-testid="filters-config-prefilter-time-column"
              />
            </>
          ) : null}
        </div>
      ) : null}
      <ConfigFieldError field="preFilter" message={error} />
    </div>
  );
}
