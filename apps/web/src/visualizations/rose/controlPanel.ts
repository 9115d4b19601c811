/** The Nightingale Rose Chart control panel (Superset's legacy rose: names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import {
  checkbox,
  dateFormatControl,
  numberFormatControl,
} from '../shared/controls/controlBuilders';
import { chartOptionsSection } from '../shared/controls/controlSections';
import { legacyTimeSection, legacyTimeseriesQuerySection } from '../timeseries/legacyTimeseries';
import { advancedAnalyticsSection } from '../timeseries/timeseriesControlPanel';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    legacyTimeSection({ grain: true }),
    legacyTimeseriesQuerySection(),
    chartOptionsSection([
      ['color_scheme'],
      [
        numberFormatControl('number_format'),
        dateFormatControl('date_time_format', t('Date Time Format')),
      ],
      [
        checkbox(
          'rich_tooltip',
          t('Rich Tooltip'),
          t('The rich tooltip shows a list of all series for that point in time'),
          true,
        ),
        checkbox(
          'rose_area_proportion',
          t('Use Area Proportions'),
          t(
            'Check if the Rose Chart should use segment area instead of segment radius for proportioning',
          ),
          false,
        ),
      ],
    ]),
    advancedAnalyticsSection(),
  ],
};
