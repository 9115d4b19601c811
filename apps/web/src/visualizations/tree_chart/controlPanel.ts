/** The Tree Chart control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlConfig, ControlPanelConfig, ControlPanelState } from '../controlPanelTypes';
import {
  columnControl,
  named,
  radioControl,
  selectControl,
  textInputControl,
} from '../shared/controls/controlBuilders';
import { querySection, chartOptionsSection } from '../shared/controls/controlSections';
import { roamControl } from '../shared/echarts/roamControl';

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
        textInputControl('root_node_id', {
          label: t('Root node id'),
          description: t(
            'The id of the node to draw the tree from. Empty: the node without a parent (or all of them under one root).',
          ),
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
        radioControl('layout', {
          label: t('Tree layout'),
          description: t('Branches in one direction, or around the root in a circle.'),
          default: 'orthogonal',
          choices: [
            ['orthogonal', t('Orthogonal')],
            ['radial', t('Radial')],
          ],
        }),
      ],
      [
        radioControl('orient', {
          label: t('Tree orientation'),
          description: t('The direction the tree grows in.'),
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
        radioControl('node_label_position', {
          label: t('Node label position'),
          description: t('Where the labels of nodes with children sit.'),
          default: 'left',
          choices: POSITION_CHOICES,
        }),
      ],
      [
        radioControl('child_label_position', {
          label: t('Child label position'),
          description: t('Where the labels of leaf nodes sit.'),
          default: 'bottom',
          choices: POSITION_CHOICES,
        }),
      ],
      [
        radioControl('emphasis', {
          label: t('Emphasis'),
          description: t('Which relatives of a hovered node are highlighted.'),
          default: 'descendant',
          choices: [
            ['ancestor', t('ancestor')],
            ['descendant', t('descendant')],
          ],
        }),
      ],
      [
        selectControl('symbol', {
          label: t('Symbol'),
          description: t('The mark drawn for each node.'),
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
      [roamControl(t('Let the tree be zoomed and panned with the mouse.'), false)],
    ]),
  ],
};
