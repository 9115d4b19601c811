/**
 * The 'Drill by' entry of a chart's right-click menu: a submenu of the columns the clicked point
 * can be regrouped by (with a search box when there are many), or a disabled entry saying why the
 * chart or the point cannot be drilled.
 */
import { Input, type MenuProps } from 'antd';
import {
  drillByColumnChoices,
  drillBySupport,
  type DrillByColumn,
} from '@panorama/core/explore/drill-by';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { t } from '../../../i18n/t';
import type { DrillFilter } from '../drill-detail/drillDetailQuery';

/** Above this many columns the submenu starts with a search box. */
const SEARCH_FROM = 10;

export const DRILL_BY_KEY_PREFIX = 'drill-by:';
export const DRILL_BY_SEARCH_KEY = 'drill-by-search';

type MenuItem = NonNullable<MenuProps['items']>[number];

export interface DrillByMenuArgs {
  formData: QueryFormData;
  columns: readonly DrillByColumn[];
  clicked: readonly DrillFilter[];
  /** Columns already pinned by earlier drills, not offered again. */
  excluded?: readonly string[];
  search: string;
  onSearch: (text: string) => void;
}

function disabledEntry(reason: string): MenuItem {
  return {
    key: 'drill-by-disabled',
    disabled: true,
    label: (
      <span title={reason} data-test="drill-by-disabled">
        {t('Drill by')}
        <span className="pn-drill-by-reason"> — {reason}</span>
      </span>
    ),
  };
}

export function drillByMenuItem(args: DrillByMenuArgs): MenuItem {
  const support = drillBySupport(args.formData);
  if (!support.supported) return disabledEntry(t(support.reason));
  if (args.clicked.length === 0) return disabledEntry(t('This point has no value to drill by.'));
  const used = [
    ...support.usedColumns,
    ...args.clicked.map((filter) => filter.col),
    ...(args.excluded ?? []),
  ];
  const choices = drillByColumnChoices(args.columns, used);
  if (choices.length === 0) return disabledEntry(t('No other column to drill by.'));
  const needle = args.search.trim().toLowerCase();
  const shown = choices.filter((column) =>
    `${column.column_name} ${column.verbose_name ?? ''}`.toLowerCase().includes(needle),
  );
  const children: MenuItem[] = shown.map((column) => ({
    key: `${DRILL_BY_KEY_PREFIX}${column.column_name}`,
    label: column.verbose_name || column.column_name,
  }));
  if (choices.length > SEARCH_FROM) {
    children.unshift({
      key: DRILL_BY_SEARCH_KEY,
      label: (
        <Input
          size="small"
          allowClear
          autoFocus
          placeholder={t('Search columns')}
          aria-label={t('Search columns')}
          value={args.search}
          onChange={(event) => args.onSearch(event.target.value)}
          // The menu must neither take the typed keys nor close on a click in the box.
          onKeyDown={(event) => event.stopPropagation()}
          onClick={(event) => event.stopPropagation()}
        />
      ),
    });
  }
  return {
    key: 'drill-by',
    label: t('Drill by'),
    popupClassName: 'pn-drill-by-submenu',
    children,
  };
}
