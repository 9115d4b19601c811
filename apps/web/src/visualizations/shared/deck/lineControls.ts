/** The line controls of the deck.gl path and GeoJSON charts (Superset's names and defaults). */
import { t } from '../../../i18n/t';
import { selectControl, textInputControl } from '../controls/controlBuilders';

export const lineWidthControl = textInputControl('line_width', {
  label: t('Line width'),
  description: t('The width of the lines'),
  isInt: true,
  default: 1,
});

export const lineWidthUnitControl = selectControl('line_width_unit', {
  label: t('Line width unit'),
  default: 'pixels',
  choices: [
    ['meters', t('meters')],
    ['pixels', t('pixels')],
  ],
});
