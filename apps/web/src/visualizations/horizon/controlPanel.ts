/** The Horizon Chart control panel (Superset's legacy horizon: names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { selectControl } from '../shared/controls/controlBuilders';
import { chartOptionsSection } from '../shared/controls/controlSections';
import { legacyTimeSection, legacyTimeseriesQuerySection } from '../timeseries/legacyTimeseries';

const SERIES_HEIGHTS = ['10', '25', '40', '50', '75', '100', '150', '200'];

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    legacyTimeSection({ grain: false }),
    legacyTimeseriesQuerySection(),
    chartOptionsSection([
      [
        selectControl('series_height', {
          freeForm: true,
          label: t('Series Height'),
          default: '25',
          choices: SERIES_HEIGHTS.map((height) => [height, height]),
          description: t('Pixel height of each series'),
        }),
        selectControl('horizon_color_scale', {
          label: t('Value Domain'),
          choices: [
            ['series', t('series')],
            ['overall', t('overall')],
            ['change', t('change')],
          ],
          default: 'series',
          description: t(
            'series: Treat each series independently; overall: All series use the same scale; change: Show changes compared to the first data point in each series',
          ),
        }),
      ],
    ]),
  ],
};
