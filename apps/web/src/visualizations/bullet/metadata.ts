/** The Bullet Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Bullet Chart'),
  category: t('KPI'),
  description: t(
    'One metric as a bar against shaded qualitative ranges (say poor, fair, good), with markers for targets or last period: a compact alternative to a gauge.',
  ),
  tags: ['Business', 'Legacy', 'Report'],
  thumbnail,
  behaviors: [],
});
