/** The Tree Chart control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlConfig, ControlPanelConfig, ControlPanelState } from '../controlPanelTypes';
import { columnControl, named } from '../shared/controls/controlBuilders';
import { querySection, chartOptionsSection } from '../shared/controls/controlSections';

const POSITION_CHOICES: ControlConfig['choices'] = [
  ['left', t('left')],
  ['top', t('top')],
  ['right', t('right')],
  ['bottom', t('bottom')],
];

const isOrthogonal = ({ formData }: ControlPanelState) => formData.layout !== 'radial';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [columnControl('id', t('Id'), t("The column holding each node's id."), true)],
      [
        columnControl(
          'parent',
          t('Parent'),
          t("The column holding the id of each node's parent."),
          true,
        ),
      ],
      [
        columnControl(
          'name',
          t('Name'),
          t('Optional: the column with the names shown on nodes; the id otherwise.'),
          false,
        ),
      ],
      [
        named('root_node_id', {
          type: 'TextControl',
          label: t('Root node id'),
          description: t(
            'The id of the node to draw the tree from. Empty: the node without a parent (or all of them under one root).',
          ),
          renderTrigger: true,
          default: '',
        }),
      ],
      [
        {
          name: 'metric',
          config: {
            type: 'DndMetricSelect',
            multi: false,
            clearable: true,
            label: t('Metric'),
            description: t('Optional: a value per node, shown in its tooltip.'),
            default: null,
          },
        },
      ],
      ['adhoc_filters'],
      ['row_limit'],
    ]),
    chartOptionsSection([
      [
        named('layout', {
          type: 'RadioButtonControl',
          label: t('Tree layout'),
          description: t('Branches in one direction, or around the root in a circle.'),
          renderTrigger: true,
          default: 'orthogonal',
          choices: [
            ['orthogonal', t('Orthogonal')],
            ['radial', t('Radial')],
          ],
        }),
      ],
      [
        named('orient', {
          type: 'RadioButtonControl',
          label: t('Tree orientation'),
          description: t('The direction the tree grows in.'),
          renderTrigger: true,
          default: 'LR',
          choices: [
            ['LR', t('Left to Right')],
            ['RL', t('Right to Left')],
            ['TB', t('Top to Bottom')],
            ['BT', t('Bottom to Top')],
          ],
          visibility: isOrthogonal,
        }),
      ],
      [
        named('node_label_position', {
          type: 'RadioButtonControl',
          label: t('Node label position'),
          description: t('Where the labels of nodes with children sit.'),
          renderTrigger: true,
          default: 'left',
          choices: POSITION_CHOICES,
        }),
      ],
      [
        named('child_label_position', {
          type: 'RadioButtonControl',
          label: t('Child label position'),
          description: t('Where the labels of leaf nodes sit.'),
          renderTrigger: true,
          default: 'bottom',
          choices: POSITION_CHOICES,
        }),
      ],
      [
        named('emphasis', {
          type: 'RadioButtonControl',
          label: t('Emphasis'),
          description: t('Which relatives of a hovered node are highlighted.'),
          renderTrigger: true,
          default: 'descendant',
          choices: [
            ['ancestor', t('ancestor')],
            ['descendant', t('descendant')],
          ],
        }),
      ],
      [
        named('symbol', {
          type: 'SelectControl',
          label: t('Symbol'),
          description: t('The mark drawn for each node.'),
          renderTrigger: true,
          clearable: false,
          default: 'emptyCircle',
          choices: [
            ['emptyCircle', t('Empty circle')],
            ['circle', t('Circle')],
            ['rect', t('Rectangle')],
            ['triangle', t('Triangle')],
            ['diamond', t('Diamond')],
            ['pin', t('Pin')],
            ['arrow', t('Arrow')],
            ['none', t('None')],
          ],
        }),
      ],
      [
        named('symbolSize', {
          type: 'SliderControl',
          label: t('Symbol size'),
          description: t("The size of each node's mark, in pixels."),
          renderTrigger: true,
          min: 5,
          max: 30,
          step: 2,
          default: 7,
        }),
      ],
      [
        named('roam', {
          type: 'SelectControl',
          label: t('Enable graph roaming'),
          description: t('Let the tree be zoomed and panned with the mouse.'),
          renderTrigger: true,
          clearable: false,
          default: false,
          choices: [
            [false, t('Disabled')],
            ['scale', t('Scale only')],
            ['move', t('Move only')],
            [true, t('Scale and Move')],
          ],
        }),
      ],
    ]),
  ],
};
