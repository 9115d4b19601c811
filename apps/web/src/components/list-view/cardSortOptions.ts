/** The card view's sort choices: by name, and by modification either way. */
import { t } from '../../i18n/t';
import type { CardSortOption } from './listViewTypes';

export function cardSortOptions(nameColumn: string): CardSortOption[] {
  return [
    { label: t('Alphabetical'), column: nameColumn, direction: 'asc' },
    { label: t('Recently modified'), column: 'changed_on_delta_humanized', direction: 'desc' },
    { label: t('Least recently modified'), column: 'changed_on_delta_humanized', direction: 'asc' },
  ];
}
