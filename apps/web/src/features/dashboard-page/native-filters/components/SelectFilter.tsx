/**
 * `filter_select`: single or multiple values of a column, picked from the
 * column's distinct values (narrowed by the filter's pre-filters and its parents' values).
 * Options: search all options (typed text re-queries the server after a pause, values picked
 * from a search staying selected beyond the first options), creatable values, inverse
 * selection (emitted as NOT IN), sort by metric or column, default to the first item. A long
 * list is virtualised (above 100 options); pasted text is split into values as in explore.
 */
import { Select } from 'antd';
import { useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import {
  NATIVE_FILTER_DEFAULT_ROW_LIMIT,
  SELECT_FILTER_DEFAULT_CONTROL_VALUES,
  SELECT_MENU_MAX_HEIGHT,
  SELECT_MENU_MIN_HEIGHT,
  SELECT_OPTION_HEIGHT,
  SELECT_VIRTUALIZE_THRESHOLD,
} from '@panorama/core/filters/filter-constants';
import { mergePastedValues, splitPastedValues } from '@panorama/core/adhoc/paste-values';
import { SELECT_SEARCH_DEBOUNCE_MS } from '@panorama/core/filters/select-search';
import { t } from '../../../../i18n/t';
import { useAppSelector } from '../../../../store/hooks';
import { useDebouncedCallback } from '../../../explore';
import {
  createdValue,
  firstItemState,
  optionKey,
  optionsWithSelected,
  selectOptionsFromResult,
  selectedValues,
  stateWithoutStaleValues,
  valueLabel,
  type SelectOption,
} from '../model/filterOptions';
import { selectOptionsQuery } from '../model/filterOptionsQuery';
import { filterColumn, filterDatasetId } from '../model/nativeFilterConfig';
import { columnKind, useFilterDataset } from '../hooks/useFilterDataset';
import { useFilterQuery } from '../hooks/useFilterQuery';
import type { FilterControlProps } from './filterControlProps';

function control(
  values: Record<string, unknown>,
  name: keyof typeof SELECT_FILTER_DEFAULT_CONTROL_VALUES,
) {
  const value = values[name];
  return typeof value === 'boolean' ? value : SELECT_FILTER_DEFAULT_CONTROL_VALUES[name];
}

/** Menu height: the options' height within Superset's bounds (100 to 220 px). */
function menuHeight(count: number): number {
  return Math.min(
    SELECT_MENU_MAX_HEIGHT,
    Math.max(SELECT_MENU_MIN_HEIGHT, count * SELECT_OPTION_HEIGHT),
  );
}

function rowLimitOf(conf: Record<string, unknown>): number {
  const limit = Number(conf.NATIVE_FILTER_DEFAULT_ROW_LIMIT);
  return Number.isInteger(limit) && limit > 0 ? limit : NATIVE_FILTER_DEFAULT_ROW_LIMIT;
}

export function SelectFilter(props: FilterControlProps) {
  const { filter, filterState, appliedState, onChange, onResolvedDefault } = props;
  const values = filter.controlValues;
  const multiple = control(values, 'multiSelect');
  const searchAll = control(values, 'searchAllOptions');
  const defaultToFirst = control(values, 'defaultToFirstItem');
  const creatable = values.creatable === true;
  const column = filterColumn(filter);
  const dataset = useFilterDataset(filterDatasetId(filter));
  const kind = columnKind(dataset, column);
  const rowLimit = useAppSelector((state) => rowLimitOf(state.common.conf));

  const [search, setSearch] = useState('');
  const [serverSearch, setServerSearch] = useState('');
  const debouncedSearch = useDebouncedCallback(
    (text: string) => setServerSearch(text),
    SELECT_SEARCH_DEBOUNCE_MS,
  );

  const queryContext = useMemo(
    () =>
      selectOptionsQuery(filter, {
        dashboardId: props.dashboardId,
        parentsExtraFormData: props.parentsExtraFormData,
        rowLimit,
        search: searchAll ? serverSearch : undefined,
        searchKind: kind.search,
      }),
    [
      filter,
      props.dashboardId,
      props.parentsExtraFormData,
      rowLimit,
      searchAll,
      serverSearch,
      kind.search,
    ],
  );
  const query = useFilterQuery(queryContext, props.dashboardId);
  const options = useMemo(
    () => (column ? selectOptionsFromResult(query.result, column) : []),
    [query.result, column],
  );

  // A dependent filter whose parents changed drops what its new options no longer offer.
  const parentsKey = JSON.stringify(props.parentsExtraFormData);
  const optionsParentsKey = useRef<string | null>(null);
  const current = selectedValues(filterState);
  const hasValue = current.length > 0;
  useEffect(() => {
    if (query.loading || query.error !== null || query.resultKey === null) return;
    if (searchAll && serverSearch.trim() !== '') return;
    const previous = optionsParentsKey.current;
    optionsParentsKey.current = parentsKey;
    if (defaultToFirst && !hasValue) {
      const first = firstItemState(filterState, options);
      if (first) {
        if (selectedValues(appliedState).length === 0) onResolvedDefault(first);
        else onChange(first);
      }
      return;
    }
    if (previous === null || previous === parentsKey) return;
    const kept = stateWithoutStaleValues(filterState, options);
    if (kept) onChange(kept);
    // Runs when an answer arrives (or the value empties), not on every value edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.resultKey, query.loading, hasValue]);

  const shown: SelectOption[] = useMemo(() => {
    const list = optionsWithSelected(options, current);
    const text = search.trim();
    if (creatable && text !== '' && !list.some((o) => o.label === text)) {
      const value = createdValue(text, kind.numeric);
      list.unshift({ key: optionKey(value), value, label: text });
    }
    return list;
  }, [options, current, search, creatable, kind.numeric]);
  const shownByKey = useMemo(() => new Map(shown.map((o) => [o.key, o])), [shown]);

  const emit = (keys: string[]) => {
    const picked = keys.flatMap((key) => shownByKey.get(key) ?? []);
    setSearch('');
    // The list goes back to the first options; picked values beyond them stay as chips.
    if (searchAll) {
      debouncedSearch.run('');
      debouncedSearch.flush();
    }
    if (picked.length === 0) {
      onChange({ value: null, label: null });
      return;
    }
    onChange({ value: picked.map((o) => o.value), label: picked.map((o) => o.label).join(', ') });
  };

  const onPaste = (event: ClipboardEvent) => {
    if (!multiple) return;
    const pasted = splitPastedValues(event.clipboardData.getData('text'));
    if (pasted.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    const byLabel = new Map(shown.map((o) => [o.label, o]));
    const added = mergePastedValues(
      current.map(valueLabel),
      pasted.filter((text) => creatable || byLabel.has(text)),
    );
    const picked = added.map(
      (text) =>
        byLabel.get(text) ?? { key: '', value: createdValue(text, kind.numeric), label: text },
    );
    onChange({
      value: picked.length > 0 ? picked.map((o) => o.value) : null,
      label: picked.length > 0 ? picked.map((o) => o.label).join(', ') : null,
    });
  };

  const selectedKeys = current.map(optionKey);
  // Typed text waiting for its server search counts as loading, so "No data" is not flashed.
  const searching = searchAll && search.trim() !== serverSearch.trim();
  const loading = query.loading || searching;
  const placeholder =
    query.error !== null
      ? t('Error: %s', query.error)
      : options.length > 0
        ? t('%s option(s)', options.length)
        : t('No data');

  return (
    <div onPasteCapture={onPaste} className="pn-filter-select" data-loading={loading}>
      <Select<string | string[]>
        mode={multiple ? 'multiple' : undefined}
        allowClear
        style={{ width: '100%' }}
        aria-label={filter.name}
        data-testid="filter-select"
        loading={loading}
        status={query.error !== null ? 'error' : undefined}
        placeholder={placeholder}
        notFoundContent={loading ? t('Loading...') : t('No data')}
        value={multiple ? selectedKeys : (selectedKeys[0] ?? null)}
        options={shown.map((o) => ({ value: o.key, label: o.label }))}
        virtual={shown.length > SELECT_VIRTUALIZE_THRESHOLD}
        listItemHeight={SELECT_OPTION_HEIGHT}
        listHeight={menuHeight(shown.length)}
        maxTagCount="responsive"
        showSearch={{
          searchValue: search,
          onSearch: (text) => {
            setSearch(text);
            if (searchAll) debouncedSearch.run(text);
          },
          filterOption: (input, option) =>
            String(option?.label ?? '')
              .toLowerCase()
              .includes(input.toLowerCase()),
        }}
        onChange={(next) =>
          emit(next === undefined || next === null ? [] : Array.isArray(next) ? next : [next])
        }
      />
    </div>
  );
}
