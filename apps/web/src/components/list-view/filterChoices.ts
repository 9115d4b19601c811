/** Fixed choices several list filters share. */
import { t } from '../../i18n/t';
import type { FilterChoice } from './listViewTypes';

/** A boolean filter's two choices, `true` first, each under its own label. */
export function booleanChoices(whenTrue: string, whenFalse: string): FilterChoice[] {
  return [
    { label: whenTrue, value: true },
    { label: whenFalse, value: false },
  ];
}

/** Favourite, certified and other boolean named filters take `true` / `false`. */
export function yesNoChoices(): FilterChoice[] {
  return booleanChoices(t('Yes'), t('No'));
}
