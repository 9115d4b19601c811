/** Fixed choices several list filters share. */
import { t } from '../../i18n/t';
import type { FilterChoice } from './listViewTypes';

/** Favourite, certified and other boolean named filters take `true` / `false`. */
export function yesNoChoices(): FilterChoice[] {
  return [
    { label: t('Yes'), value: true },
    { label: t('No'), value: false },
  ];
}
