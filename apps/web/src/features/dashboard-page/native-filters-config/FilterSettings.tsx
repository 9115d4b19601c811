/**
 * The right pane for a native filter: 'Settings' (name, type, dataset, column, pre-filters,
 * behaviour, default value, description) and 'Scoping'. Every change goes back as a new draft;
 * errors come from filterValidation.ts and show under their field.
 */
import { ConfigFieldError } from './ConfigFieldError';
import { Input, Select, Tabs } from 'antd';
import { getExtraFormData } from '@panorama/core/filters/merge-extra-form-data';
import type { DataMaskMap, NativeFilter } from '@panorama/core/filters/filter-types';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/t';
import { DatasetPicker } from './DatasetPicker';
import { DefaultValueField } from './DefaultValueField';
import { FilterOptionsSection } from './FilterOptionsSection';
import { itemFromDraft, type ItemDraft, type NativeFilterDraft } from './filterDraft';
import {
  FILTER_TYPE_LABELS,
  columnsForType,
  hasColumnTarget,
  hasDatasetTarget,
  hasMultiSelectOnly,
  hasPreFilters,
  offeredFilterTypes,
} from './filterTypeRules';
import type { FieldErrors } from './filterValidation';
import { PreFilterSection } from './PreFilterSection';
import { ScopeEditor } from './ScopeEditor';
import { useGetFilterConfigDatasetQuery } from './nativeFiltersConfigApi';
import { useAppSelector } from '../../../store/hooks';
import { selectFeatureFlag } from '../../../store/commonSlice';

export interface FilterSettingsProps {
  draft: NativeFilterDraft;
  kept: readonly ItemDraft[];
  errors: FieldErrors;
  layout: DashboardLayout;
  dashboardId: number;
  onChange: (draft: NativeFilterDraft) => void;
}

function Labelled({
  label,
  children,
  required,
}: {
  label: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <div className="pn-filters-config-field">
      <span className="pn-filters-config-label">
        {label}
        {required ? <span className="pn-filters-config-required">*</span> : null}
      </span>
      {children}
    </div>
  );
}

/** What the parents' default values narrow this filter's options by (as Superset's modal does). */
function parentsDefaults(draft: NativeFilterDraft, kept: readonly ItemDraft[]) {
  const masks: DataMaskMap = {};
  for (const parentId of draft.cascadeParentIds) {
    const parent = kept.find((item) => item.id === parentId);
    if (parent?.kind !== 'filter') continue;
    masks[parentId] = (itemFromDraft(parent) as NativeFilter).defaultDataMask;
  }
  return getExtraFormData(masks, draft.cascadeParentIds);
}

export function FilterSettings({
  draft,
  kept,
  errors,
  layout,
  dashboardId,
  onChange,
}: FilterSettingsProps) {
  const datasetQuery = useGetFilterConfigDatasetQuery(draft.datasetId ?? 0, {
    skip: draft.datasetId === null || !hasDatasetTarget(draft.filterType),
  });
  const dataset = draft.datasetId === null ? undefined : datasetQuery.data;
  const experimentalFilters = useAppSelector((state) =>
    selectFeatureFlag(state, 'DASHBOARD_FILTERS_EXPERIMENTAL'),
  );
  const columnType =
    dataset?.columns.find((column) => column.column_name === draft.column)?.type ?? null;
  const item = itemFromDraft(draft, { columnType }) as NativeFilter;
  const patch = (changes: Partial<NativeFilterDraft>) => onChange({ ...draft, ...changes });

  const settings = (
    <div className="pn-filters-config-settings">
      <Labelled label={t('Filter name')} required>
        <Input
          value={draft.name}
          status={errors.name ? 'error' : undefined}
          onChange={(event) => patch({ name: event.target.value })}
          data-testid="filters-config-name"
        />
        <ConfigFieldError field="name" message={errors.name} />
      </Labelled>
      <Labelled label={t('Filter Type')} required>
        <Select<string>
          value={draft.filterType}
          options={offeredFilterTypes(experimentalFilters).map((type) => ({
            value: type,
            label: t(FILTER_TYPE_LABELS[type]),
          }))}
          onChange={(filterType) =>
            patch({
              filterType,
              column: null,
              defaultValue: null,
              hasDefaultValue: false,
              // The group-by filter starts single-choice, as Superset's does.
              ...(hasMultiSelectOnly(filterType)
                ? { select: { ...draft.select, multiSelect: false } }
                : {}),
            })
          }
          optionRender={(option) => (
            <span data-testid={`filters-config-type-option-${String(option.value)}`}>
              {option.label}
            </span>
          )}
          data-testid="filters-config-type"
        />
      </Labelled>
      {draft.filterType === 'filter_time' ? (
        <div className="pn-filters-config-hint">
          {t(
            'Dashboard time range filters apply to temporal columns defined in the filter section of each chart. Add temporal columns to the chart filters to have this dashboard filter impact those charts.',
          )}
        </div>
      ) : null}
      {hasDatasetTarget(draft.filterType) ? (
        <Labelled label={t('Dataset')} required>
          <DatasetPicker
            value={draft.datasetId}
            status={errors.dataset ? 'error' : undefined}
            onChange={(datasetId) =>
              patch({
                datasetId,
                column: null,
                defaultValue: null,
                adhocFilters: [],
                granularitySqla: null,
                sortMetric: null,
                timeGrains: [],
              })
            }
          />
          <ConfigFieldError field="dataset" message={errors.dataset} />
        </Labelled>
      ) : null}
      {hasColumnTarget(draft.filterType) ? (
        <Labelled label={t('Column')} required>
          <Select<string>
            showSearch
            value={draft.column ?? undefined}
            placeholder={t('Select a column')}
            loading={datasetQuery.isFetching}
            status={errors.column ? 'error' : undefined}
            options={columnsForType(draft.filterType, dataset?.columns ?? []).map((column) => ({
              value: column.column_name,
              label: column.verbose_name || column.column_name,
            }))}
            optionFilterProp="label"
            onChange={(column) => patch({ column, defaultValue: null })}
            data-testid="filters-config-column"
          />
          <ConfigFieldError field="column" message={errors.column} />
        </Labelled>
      ) : null}
      {hasPreFilters(draft.filterType) && draft.datasetId !== null ? (
        <PreFilterSection
          draft={draft}
          dataset={dataset}
          error={errors.preFilter}
          onChange={patch}
        />
      ) : null}
      <FilterOptionsSection
        draft={draft}
        kept={kept}
        dataset={dataset}
        parentsError={errors.parents}
        onChange={patch}
      />
      <DefaultValueField
        draft={draft}
        item={item}
        dataset={dataset}
        dashboardId={dashboardId}
        parentsExtraFormData={parentsDefaults(draft, kept)}
        error={errors.defaultValue}
        onChange={patch}
      />
      <Labelled label={t('Description')}>
        <Input.TextArea
          value={draft.description}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => patch({ description: event.target.value })}
          data-testid="filters-config-description"
        />
      </Labelled>
    </div>
  );

  return (
    <Tabs
      key={draft.id}
      items={[
        { key: 'settings', label: t('Settings'), children: settings },
        {
          key: 'scoping',
          label: <span data-testid="filters-config-scoping-tab">{t('Scoping')}</span>,
          children: (
            <ScopeEditor
              testId="filters-config-scope"
              layout={layout}
              scope={draft.scope}
              onChange={(scope) => patch({ scope })}
            />
          ),
        },
      ]}
    />
  );
}
