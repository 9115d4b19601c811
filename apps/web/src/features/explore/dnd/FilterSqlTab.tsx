/** The Custom SQL tab of the filter popover: the clause (WHERE or HAVING) and the SQL. */
import { Form, Input, Select } from 'antd';
import type { AdhocFilter, FilterClause } from '@panorama/core/adhoc/adhoc-types';
import {
  changeFilterClause,
  editFilterSql,
  filterSqlForEditor,
} from '@panorama/core/adhoc/filter-editor';
import { t } from '../../../i18n/t';

export interface FilterSqlTabProps {
  filter: AdhocFilter;
  onChange: (filter: AdhocFilter) => void;
}

const CLAUSES: FilterClause[] = ['WHERE', 'HAVING'];

export function FilterSqlTab({ filter, onChange }: FilterSqlTabProps) {
  return (
    <div className="pn-dnd-filter-sql">
      <Form.Item label={t('Clause')}>
        <Select
          aria-label={t('Select clause')}
          data-testid="filter-clause"
          value={filter.clause}
          onChange={(clause: FilterClause) => onChange(changeFilterClause(filter, clause))}
          options={CLAUSES.map((clause) => ({ value: clause, label: clause }))}
        />
      </Form.Item>
      <Input.TextArea
        aria-label={t('Custom SQL')}
        data-testid="sql-editor"
        autoSize={{ minRows: 5, maxRows: 20 }}
        placeholder={
          filter.clause === 'WHERE'
            ? t("Specify a WHERE clause, e.g. country = 'US'")
            : t('Specify a HAVING clause, e.g. SUM(num) > 100')
        }
        value={filterSqlForEditor(filter)}
        onChange={(event) => onChange(editFilterSql(filter, event.target.value))}
      />
    </div>
  );
}
