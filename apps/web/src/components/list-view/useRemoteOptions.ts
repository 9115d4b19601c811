/**
 * Options of a select searched on the server while the user types: fetched only once the select
 * opens, re-fetched 300 ms after typing pauses, failures reported as a toast.
 */
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../i18n/t';
import { useGetOptionRowsQuery } from './listViewApi';
import { optionsFromRows, optionsUrl } from './resourceUrls';
import type { FilterOption, OptionSource } from './resourceUrls';
import { useFetchErrorToast } from './useFetchErrorToast';

const SEARCH_DEBOUNCE_MS = 300;

export interface RemoteOptions {
  options: FilterOption[];
  loading: boolean;
  open: boolean;
  typed: string;
  onOpenChange: (open: boolean) => void;
  onSearch: (text: string) => void;
}

/** `what` names the values in the error message ("Owner", "owners"). */
export function useRemoteOptions(source: OptionSource, what: string): RemoteOptions {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const { data, currentData, error, isFetching } = useGetOptionRowsQuery(
    optionsUrl(source, search),
    {
      skip: !open,
    },
  );

  useFetchErrorToast(
    error,
    useCallback(
      (detail: string) => t('An error occurred while fetching %s values: %s', what, detail),
      [what],
    ),
  );

  return {
    options: optionsFromRows(source, data?.result ?? []),
    // Typed text still waiting for its search, or a search not yet answered, counts as loading:
    // the options shown are for older text, and the spinner says so.
    loading: isFetching || (open && (typed !== search || (currentData === undefined && !error))),
    open,
    typed,
    onOpenChange: (next) => {
      setOpen(next);
      if (!next) setTyped('');
    },
    onSearch: setTyped,
  };
}
