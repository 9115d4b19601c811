/** The Graph Chart control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlPanelState, NamedControl } from '../controlPanelTypes';
import { legendControlRows } from '../shared/echarts/legendControls';
import {
  checkbox,
  columnControl,
  named,
  radioControl,
  selectControl,
  numberInputControl,
} from '../shared/controls/controlBuilders';
import { querySection } from '../shared/controls/controlSections';
import { roamControl } from '../shared/echarts/roamControl';

const isForce = ({ formData }: ControlPanelState) => formData.layout !== 'circular';

function slider(
  name: string,
  label: string,
  description: string,
  range: { min: number; max: number; step: number; value: number },
): NamedControl {
  return named(name, {
    type: 'SliderControl',
    label,
    description,
    renderTrigger: true,
    min: range.min,
    max: range.max,
    step: range.step,
    default: range.value,
    visibility: isForce,
  });
}

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [columnControl('source', t('Source'), t("The column holding each link's start node."), true)],
      [columnControl('target', t('Target'), t("The column holding each link's end node."), true)],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      [
        columnControl(
          'source_category',
          t('Source category'),
          t('Optional: the column that puts source nodes in categories (colours and legend).'),
          false,
        ),
      ],
      [
        columnControl(
          'target_category',
          t('Target category'),
          t('Optional: the column that puts target nodes in categories (colours and legend).'),
          false,
        ),
      ],
    ]),
    {
      label: t('Chart Options'),
      expanded: true,
      controlSetRows: [['color_scheme'], ...legendControlRows()],
    },
    {
      label: t('Layout'),
      expanded: true,
      controlSetRows: [
        [
          radioControl('layout', {
            label: t('Graph layout'),
            description: t('Place nodes by simulated forces, or evenly on a circle.'),
            default: 'force',
            choices: [
              ['force', t('Force')],
              ['circular', t('Circular')],
            ],
          }),
        ],
        [
          selectControl('edgeSymbol', {
            label: t('Edge symbols'),
            description: t('The marks at the start and end of each link.'),
            default: 'none,arrow',
            choices: [
              ['none,none', t('None')],
              ['none,arrow', t('Arrow')],
              ['circle,arrow', t('Circle and Arrow')],
              ['circle,circle', t('Circles')],
            ],
          }),
        ],
        [
          checkbox(
            'draggable',
            t('Enable node dragging'),
            t('Let nodes be moved with the mouse.'),
            false,
          ),
        ],
        [roamControl(t('Let the graph be zoomed and panned with the mouse.'), true)],
        [
          selectControl('selectedMode', {
            label: t('Node select mode'),
            description: t('How many nodes a click can select at once.'),
            default: 'single',
            choices: [
              [false, t('Disabled')],
              ['single', t('Single')],
              ['multiple', t('Multiple')],
            ],
          }),
        ],
        [
          numberInputControl(
            'showSymbolThreshold',
            t('Label threshold'),
            t('Nodes whose value is at or below this get no label.'),
            0,
            'decimal',
          ),
        ],
        [
          numberInputControl(
            'baseNodeSize',
            t('Node size'),
            t('The middle node size: nodes range from half of it to two and a half times it.'),
            20,
            'decimal',
          ),
        ],
        [
          numberInputControl(
            'baseEdgeWidth',
            t('Edge width'),
            t('The middle link width: links range from half of it to two and a half times it.'),
            3,
            'decimal',
          ),
        ],
        [
          slider('edgeLength', t('Edge length'), t('The distance between linked nodes.'), {
            min: 100,
            max: 1000,
            step: 50,
            value: 400,
          }),
        ],
        [
          slider('gravity', t('Gravity'), t('How strongly nodes are pulled to the centre.'), {
            min: 0.1,
            max: 1,
            step: 0.1,
            value: 0.3,
          }),
        ],
        [
          slider('repulsion', t('Repulsion'), t('How strongly nodes push each other apart.'), {
            min: 100,
            max: 3000,
            step: 50,
            value: 1000,
          }),
        ],
        [
          slider('friction', t('Friction'), t('How quickly the layout settles.'), {
            min: 0.1,
            max: 1,
            step: 0.1,
            value: 0.2,
          }),
        ],
      ],
    },
  ],
  controlOverrides: {
    metric: { description: t('The value of each link.') },
  },
};
