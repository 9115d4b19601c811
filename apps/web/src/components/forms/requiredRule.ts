/** The form rule every screen uses for a field that must hold some non-blank text. */
import { t } from '../../i18n/t';

export function requiredTextRule() {
  return { required: true, whitespace: true, message: t('This is a required field') };
}
