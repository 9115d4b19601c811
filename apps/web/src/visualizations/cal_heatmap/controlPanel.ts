/** The Calendar Heatmap control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlValidator } from '../controlPanelTypes';
import { checkbox, named, numberInputControl } from '../shared/controls/controlBuilders';
import { DOMAINS, isFinerThan, SUBDOMAINS, type Domain, type Subdomain } from './calendarTime';
import { granularityMessage } from './transformProps';
import { chartOptionsSection } from '../shared/controls/controlSections';

/** The cell unit must be smaller than the block unit (no "days of an hour"). */
const finerThanDomain: ControlValidator = (value, { formData }) => {
  const domain = formData.domain_granularity ?? 'month';
  if (
    !(SUBDOMAINS as readonly unknown[]).includes(value) ||
    !(DOMAINS as readonly unknown[]).includes(domain)
  ) {
    return false;
  }
  return isFinerThan(value as Subdomain, domain as Domain) ? false : granularityMessage();
};

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: t('Time'),
      expanded: true,
      controlSetRows: [['granularity_sqla'], ['time_range']],
    },
    {
      label: t('Query'),
      expanded: true,
      controlSetRows: [['metrics'], ['adhoc_filters']],
    },
    chartOptionsSection([
      [
        named('domain_granularity', {
          type: 'SelectControl',
          label: t('Domain'),
          description: t('The time unit each block of cells stands for.'),
          clearable: false,
          default: 'month',
          choices: [
            ['hour', t('hour')],
            ['day', t('day')],
            ['week', t('week')],
            ['month', t('month')],
            ['year', t('year')],
          ],
        }),
        named('subdomain_granularity', {
          type: 'SelectControl',
          label: t('Subdomain'),
          description: t('The time unit of one cell; smaller than the domain.'),
          clearable: false,
          default: 'day',
          validators: [finerThanDomain],
          choices: [
            ['min', t('min')],
            ['hour', t('hour')],
            ['day', t('day')],
            ['week', t('week')],
            ['month', t('month')],
          ],
        }),
      ],
      ['linear_color_scheme'],
      [
        numberInputControl(
          'cell_size',
          t('Cell Size'),
          t('The size of each square cell, in pixels.'),
          10,
          'integer',
        ),
        numberInputControl(
          'cell_padding',
          t('Cell Padding'),
          t('The gap between cells, in pixels.'),
          2,
          'integer',
        ),
      ],
      [
        numberInputControl(
          'cell_radius',
          t('Cell Radius'),
          t('How rounded the cell corners are, in pixels.'),
          0,
          'integer',
        ),
        numberInputControl(
          'steps',
          t('Color Steps'),
          t('Into how many colours the range of values is cut.'),
          10,
          'integer',
        ),
      ],
      ['y_axis_format', 'x_axis_time_format'],
      [
        checkbox('show_legend', t('Legend'), t('Show the colour steps under each calendar.'), true),
        checkbox('show_values', t('Show Values'), t('Write the values in the cells.'), false),
      ],
      [
        checkbox(
          'show_metric_name',
          t('Show Metric Names'),
          t("Write the metric's name above each calendar."),
          true,
        ),
      ],
    ]),
  ],
  controlOverrides: {
    metrics: { description: t('One calendar is drawn per metric.') },
    y_axis_format: {
      label: t('Number Format'),
      description: t('How values are written in cells, tooltips and the legend.'),
    },
    x_axis_time_format: {
      label: t('Time Format'),
      description: t('How the time of a cell is written in its tooltip.'),
    },
    linear_color_scheme: { description: t('The gradient the colour steps are taken from.') },
  },
};
