/** The Handlebars entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Handlebars'),
  category: t('Other'),
  description: t(
    'Renders the query rows through a Handlebars template into free-form HTML, styled with your own CSS: cards, lists, KPIs with prose around them, whatever the other charts cannot draw.',
  ),
  tags: ['Flexible', 'Text', 'Formattable', 'Advanced'],
  thumbnail,
  behaviors: [],
});
