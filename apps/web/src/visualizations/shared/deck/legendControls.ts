/** The category legend controls of the deck.gl charts coloured by a dimension (Superset's). */
import { NUMBER_FORMAT_CHOICES } from '@panorama/core/format/number-format';
import { t } from '../../../i18n/t';
import { selectControl } from '../controls/controlBuilders';

export const LEGEND_POSITIONS = ['tl', 'tr', 'bl', 'br'] as const;
export type LegendPosition = (typeof LEGEND_POSITIONS)[number];

export const legendPositionControl = selectControl('legend_position', {
  label: t('Legend Position'),
  description: t('Choose the position of the legend'),
  default: 'tr',
  choices: [
    [null, t('None')],
    ['tl', t('Top left')],
    ['tr', t('Top right')],
    ['bl', t('Bottom left')],
    ['br', t('Bottom right')],
  ],
});

export const legendFormatControl = selectControl('legend_format', {
  label: t('Legend Format'),
  description: t('Choose the format for legend values'),
  freeForm: true,
  default: 'SMART_NUMBER',
  choices: NUMBER_FORMAT_CHOICES.map(([value, text]) => [value, t(text)]),
});
