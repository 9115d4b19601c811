/**
 * "Filter has default value" and the live value picker (chart context FILTER_CONFIG_MODAL):
 * a value filter offers the column's values from the chart data API (narrowed by the
 * pre-filters and the parents' defaults), a range filter two bounds with the column's min and
 * max as hints, a time filter the time range editor, time column and grain filters the dataset's
 * temporal columns and grains. The value is stored as filterState.value.
 */
import { ConfigFieldError } from './ConfigFieldError';
import { Alert, Checkbox, InputNumber, Select, Space } from 'antd';
import type { ExtraFormData, NativeFilter } from '@panorama/core/filters/filter-types';
import { groupByFilterOptions } from '@panorama/core/filters/interactive-groupby';
import { t } from '../../../i18n/t';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { DateFilterControl } from '../../../components/time-range/DateFilterControl';
import type { NativeFilterDraft } from './filterDraft';
import {
  optionValuesOf,
  rangeBoundsOf,
  rangeBoundsQueryContext,
  selectOptionsQueryContext,
} from './filterOptionsQuery';
import { hasSelectOptions, temporalColumns } from './filterTypeRules';
import { defaultValueRequired } from './filterValidation';
import { useFilterQueryRows } from './useFilterQueryRows';

export interface DefaultValueFieldProps {
  draft: NativeFilterDraft;
  /** The draft as a configuration item (what the option query is built from). */
  item: NativeFilter;
  dataset: DatasourceJson | undefined;
  dashboardId: number;
  parentsExtraFormData: ExtraFormData;
  error?: string;
  onChange: (patch: Partial<NativeFilterDraft>) => void;
}

/** Option values travel through antd as JSON text, so numbers, booleans and null survive. */
function keyOf(value: unknown): string {
  return JSON.stringify(value ?? null);
}

function labelOf(value: unknown): string {
  return value === null || value === undefined ? '<NULL>' : String(value);
}

function asList(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function SelectDefault(props: DefaultValueFieldProps) {
  const { draft, item, dashboardId, parentsExtraFormData, onChange } = props;
  const query = selectOptionsQueryContext({ filter: item, dashboardId, parentsExtraFormData });
  const rows = useFilterQueryRows(query, dashboardId);
  if (query === null) return <span>{t('Fill all required fields to enable "Default Value"')}</span>;
  if (rows.status === 'failed') {
    return (
      <Alert type="error" showIcon message={t('Cannot load filter')} description={rows.error} />
    );
  }
  const column = draft.column ?? '';
  const values = rows.status === 'loaded' ? optionValuesOf(rows.rows, column) : [];
  const selected = asList(draft.defaultValue);
  const known = new Map(values.map((value) => [keyOf(value), value]));
  for (const value of selected) known.set(keyOf(value), value);
  const options = [...known].map(([key, value]) => ({ value: key, label: labelOf(value) }));
  // A created value is typed text: kept as text (coercion to the column type happens on save).
  const valueOfKey = (key: string) => (known.has(key) ? known.get(key) : key);
  const multiple = draft.select.multiSelect;
  return (
    <Select<string | string[]>
      className="pn-filters-config-default-select"
      mode={multiple ? (draft.select.creatable ? 'tags' : 'multiple') : undefined}
      showSearch
      allowClear
      loading={rows.status === 'loading'}
      value={multiple ? selected.map(keyOf) : selected.length > 0 ? keyOf(selected[0]) : undefined}
      options={options}
      placeholder={t('Select a value')}
      optionFilterProp="label"
      onChange={(next) => {
        const keys = next === undefined ? [] : Array.isArray(next) ? next : [next];
        onChange({ defaultValue: keys.length > 0 ? keys.map(valueOfKey) : null });
      }}
      data-testid="filters-config-default-value"
    />
  );
}

function RangeDefault(props: DefaultValueFieldProps) {
  const { draft, item, dashboardId, parentsExtraFormData, onChange } = props;
  const query = rangeBoundsQueryContext({ filter: item, dashboardId, parentsExtraFormData });
  const rows = useFilterQueryRows(query, dashboardId);
  if (query === null) return <span>{t('Fill all required fields to enable "Default Value"')}</span>;
  const bounds = rows.status === 'loaded' ? rangeBoundsOf(rows.rows) : { min: null, max: null };
  const [lower = null, upper = null] = asList(draft.defaultValue) as Array<number | null>;
  const set = (index: 0 | 1, next: number | null) => {
    const value: [number | null, number | null] = index === 0 ? [next, upper] : [lower, next];
    onChange({ defaultValue: value[0] === null && value[1] === null ? null : value });
  };
  return (
    <Space.Compact>
      <InputNumber<number>
        value={lower}
        placeholder={bounds.min === null ? t('Min') : String(bounds.min)}
        onChange={(next) => set(0, next)}
        aria-label={t('Minimum')}
        data-testid="filters-config-default-min"
      />
      <InputNumber<number>
        value={upper}
        placeholder={bounds.max === null ? t('Max') : String(bounds.max)}
        onChange={(next) => set(1, next)}
        aria-label={t('Maximum')}
        data-testid="filters-config-default-max"
      />
    </Space.Compact>
  );
}

function ChoiceDefault({
  draft,
  choices,
  onChange,
}: {
  draft: NativeFilterDraft;
  choices: Array<{ value: string; label: string }>;
  onChange: (patch: Partial<NativeFilterDraft>) => void;
}) {
  const current = asList(draft.defaultValue)[0];
  return (
    <Select<string>
      className="pn-filters-config-default-select"
      allowClear
      showSearch
      optionFilterProp="label"
      value={typeof current === 'string' ? current : undefined}
      options={choices}
      placeholder={t('Select a value')}
      onChange={(next) => onChange({ defaultValue: next ? [next] : null })}
      data-testid="filters-config-default-value"
    />
  );
}

function ValuePicker(props: DefaultValueFieldProps) {
  const { draft, dataset, onChange } = props;
  switch (draft.filterType) {
    case 'filter_select':
      return <SelectDefault {...props} />;
    case 'filter_range':
      return <RangeDefault {...props} />;
    case 'filter_time':
      return (
        <DateFilterControl
          name="filters-config-default-time-range"
          value={typeof draft.defaultValue === 'string' ? draft.defaultValue : undefined}
          onChange={(next) => onChange({ defaultValue: next })}
          validationErrors={[]}
          config={{ type: 'DateFilterControl' }}
          formData={{ datasource: '', viz_type: 'filter_time' }}
          datasource={null}
        />
      );
    case 'filter_timecolumn': {
      const choices = temporalColumns(dataset?.columns ?? []).map((column) => ({
        value: column.column_name,
        label: column.verbose_name || column.column_name,
      }));
      return <ChoiceDefault draft={draft} choices={choices} onChange={onChange} />;
    }
    case 'filter_timegrain': {
      const allowed = new Set(draft.timeGrains);
      const choices = (dataset?.time_grain_sqla ?? [])
        .filter(([value]) => allowed.size === 0 || allowed.has(value))
        .map(([value, label]) => ({ value, label }));
      return <ChoiceDefault draft={draft} choices={choices} onChange={onChange} />;
    }
    case 'filter_groupby':
      return (
        <ChoiceDefault
          draft={draft}
          choices={groupByFilterOptions(dataset?.columns ?? [])}
          onChange={onChange}
        />
      );
    default:
      return null;
  }
}

export function DefaultValueField(props: DefaultValueFieldProps) {
  const { draft, error, onChange } = props;
  const firstItem = hasSelectOptions(draft.filterType) && draft.select.defaultToFirstItem;
  const forced = defaultValueRequired(draft) && !draft.hasDefaultValue;
  const shown = (draft.hasDefaultValue || forced) && !firstItem;
  return (
    <div className="pn-filters-config-field" data-testid="filters-config-default">
      <Checkbox
        checked={shown}
        disabled={draft.required || firstItem}
        onChange={(event) =>
          onChange({
            hasDefaultValue: event.target.checked,
            ...(event.target.checked ? {} : { defaultValue: null }),
          })
        }
        data-testid="filters-config-has-default"
      >
        {t('Filter has default value')}
      </Checkbox>
      {shown ? (
        <div className="pn-filters-config-default-body">
          <ValuePicker {...props} />
        </div>
      ) : null}
      <ConfigFieldError field="defaultValue" message={error} />
    </div>
  );
}
