/** The line controls of the deck.gl path and GeoJSON charts (Superset's names and defaults). */
import { t } from '../../../i18n/t';
import { textInputControl } from '../controls/controlBuilders';

export const lineWidthControl = textInputControl('line_width', {
  label: t('Line width'),
  description: t('The width of the lines'),
  isInt: true,
  default: 1,
});
