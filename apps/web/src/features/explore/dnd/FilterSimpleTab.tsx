/**
 * The Simple tab of the filter popover: a subject (a dataset column for
 * a WHERE filter, a chart metric for HAVING), an operator chosen among those offered for the
 * subject, and a value. Value suggestions come from the column's distinct values; a column with an
 * advanced data type shows how the server reads the typed value, or its error.
 */
import { Form, Select } from 'antd';
import type { AdhocFilter, OperatorId } from '@panorama/core/adhoc/adhoc-types';
import {
  changeFilterComparator,
  chooseFilterOperator,
  chooseFilterSubject,
  type FilterEditorContext,
} from '@panorama/core/adhoc/filter-editor';
import {
  filterOperatorId,
  isOperatorId,
  operatorsForSubject,
} from '@panorama/core/adhoc/filter-operators';
import { t } from '../../../i18n/t';
import type { DatasourceColumn, DatasourceJson } from '../../../models/datasourceTypes';
import { ComparatorInput } from './ComparatorInput';
import { useGetColumnValuesQuery } from './dndApi';
import {
  loadsValueSuggestions,
  METRIC_SUBJECT_PREFIX,
  operatorLabel,
  subjectSelectValue,
  valueOptions,
} from './filterOptions';
import type { AdvancedTypeState } from './useAdvancedDataType';

export interface FilterSimpleTabProps {
  filter: AdhocFilter;
  onChange: (filter: AdhocFilter) => void;
  /** Filterable dataset columns. */
  columns: readonly DatasourceColumn[];
  /** Labels of the chart's metrics (HAVING subjects). */
  metricLabels: readonly string[];
  datasource: DatasourceJson | null;
  ctx: FilterEditorContext;
  advanced: AdvancedTypeState;
}

export function FilterSimpleTab({
  filter,
  onChange,
  columns,
  metricLabels,
  datasource,
  ctx,
  advanced,
}: FilterSimpleTabProps) {
  const column =
    filter.clause === 'WHERE'
      ? (columns.find((c) => c.column_name === filter.subject) ?? null)
      : null;
  const operatorId = filterOperatorId(filter);
  const offered = operatorsForSubject({
    subject: filter.subject,
    clause: filter.clause,
    column,
    partitionColumn: ctx.partitionColumn,
    advancedTypeOperators: advanced.operators,
  });
  const operatorChoices: OperatorId[] =
    operatorId && !offered.includes(operatorId) ? [...offered, operatorId] : offered;

  const suggest = loadsValueSuggestions(filter, datasource, column);
  const { data: values, isFetching } = useGetColumnValuesQuery(
    {
      datasourceId: datasource?.id ?? 0,
      datasourceType: datasource?.type ?? 'table',
      column: column?.column_name ?? '',
    },
    { skip: !suggest },
  );
  const options = suggest ? valueOptions(values ?? []) : [];

  const subjectOptions = [
    {
      label: t('Columns'),
      options: columns.map((c) => ({
        value: c.column_name,
        label: c.verbose_name || c.column_name,
      })),
    },
    ...(metricLabels.length > 0
      ? [
          {
            label: t('Metrics'),
            options: metricLabels.map((label) => ({
              value: `${METRIC_SUBJECT_PREFIX}${label}`,
              label,
            })),
          },
        ]
      : []),
  ];

  const onSubject = (value: string | undefined) => {
    if (!value) return;
    const picked = columns.find((c) => c.column_name === value);
    if (picked) {
      onChange(chooseFilterSubject(filter, { kind: 'column', column: picked }, ctx));
    } else if (value.startsWith(METRIC_SUBJECT_PREFIX)) {
      const label = value.slice(METRIC_SUBJECT_PREFIX.length);
      onChange(chooseFilterSubject(filter, { kind: 'metric', label }, ctx));
    }
  };

  return (
    <div className="pn-dnd-filter-simple">
      <Form.Item label={t('Subject')}>
        <Select
          aria-label={t('Select subject')}
          data-testid="filter-subject"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={
            filter.clause === 'WHERE'
              ? t('%s column(s)', columns.length)
              : t('To filter on a metric, use Custom SQL tab.')
          }
          notFoundContent={t(
            'No such column found. To filter on a metric, try the Custom SQL tab.',
          )}
          value={subjectSelectValue(filter)}
          onChange={onSubject}
          options={subjectOptions}
        />
      </Form.Item>
      <Form.Item label={t('Operator')}>
        <Select
          aria-label={t('Select operator')}
          data-testid="filter-operator"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('%s operator(s)', offered.length)}
          value={operatorId ?? undefined}
          disabled={!filter.subject}
          onChange={(value: unknown) => {
            if (isOperatorId(value)) onChange(chooseFilterOperator(filter, value, ctx));
          }}
          options={operatorChoices.map((id) => ({ value: id, label: operatorLabel(id) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('Value')}
        validateStatus={advanced.errorMessage ? 'error' : undefined}
        help={advanced.errorMessage || advanced.displayValue || undefined}
      >
        <ComparatorInput
          operatorId={operatorId}
          comparator={filter.comparator}
          options={options}
          loading={isFetching}
          onChange={(comparator) => onChange(changeFilterComparator(filter, comparator))}
        />
      </Form.Item>
    </div>
  );
}
