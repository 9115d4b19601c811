/** Filters several list pages share, built for the resource they filter. */
import { t } from '../../i18n/t';
import { yesNoChoices } from './filterChoices';
import type { SelectFilterDef } from './listViewTypes';

/** A filter on a related column, whose options the server lists (`/related/<column>`). */
export function relatedFilter(
  resource: string,
  column: string,
  label: string,
  opr = 'rel_m_m',
): SelectFilterDef {
  return { id: column, label, col: column, opr, source: { type: 'related', resource, column } };
}

/** Owner and creator: the two people filters of owned resources. */
export function ownerFilters(resource: string): SelectFilterDef[] {
  return [
    relatedFilter(resource, 'owners', t('Owner')),
    relatedFilter(resource, 'created_by', t('Created by'), 'rel_o_m'),
  ];
}

/** A yes/no filter; named filters (favourite, certified) pass their operator on `id`. */
export function yesNoFilter(id: string, label: string, opr = 'eq', col = id): SelectFilterDef {
  return { id, label, col, opr, choices: yesNoChoices() };
}

/** Favourite and certified, the named filters of charts and dashboards. */
export function favoriteAndCertifiedFilters(resource: string): SelectFilterDef[] {
  return [
    yesNoFilter('favorite', t('Favorite'), `${resource}_is_favorite`, 'id'),
    yesNoFilter('certified', t('Certified'), `${resource}_is_certified`, 'id'),
  ];
}
