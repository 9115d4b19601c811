import { describe, expect, it } from 'vitest';
import {
  grid,
  layoutFrom,
  root,
  row,
  tab,
  tabs,
  withHeader,
  type TreeNode,
} from '@panorama/core/layout/layout-test-fixtures';
import { dashboardOutline } from './dashboardOutline';

const header = (id: string, text: string): TreeNode => ({ id, type: 'HEADER', meta: { text } });

describe('dashboardOutline', () => {
  it('lists tabs and headers in reading order, headers indented under their tab', () => {
    const layout = withHeader(
      layoutFrom(
        root([
          grid([
            header('H-intro', 'Overview'),
            tabs('TABS', [
              tab('T-sales', [header('H-region', 'By region'), row('R1')]),
              { id: 'T-untitled', type: 'TAB', meta: { text: '', defaultText: 'Tab title' } },
            ]),
            header('H-blank', '   '),
          ]),
        ]),
      ),
      'Dashboard title',
    );
    expect(dashboardOutline(layout)).toEqual([
      { id: 'H-intro', kind: 'header', text: 'Overview', level: 0 },
      { id: 'T-sales', kind: 'tab', text: 'T-sales', level: 0 },
      { id: 'H-region', kind: 'header', text: 'By region', level: 1 },
      { id: 'T-untitled', kind: 'tab', text: 'Tab title', level: 0 },
    ]);
  });

  it('is empty without headers or tabs and survives a damaged layout', () => {
    expect(dashboardOutline(layoutFrom(root([grid([row('R')])])))).toEqual([]);
    const cyclic = layoutFrom(root([grid([header('H', 'Loop')])]));
    cyclic.H = { ...cyclic.H!, children: ['GRID_ID', 'missing'] };
    expect(dashboardOutline(cyclic)).toEqual([{ id: 'H', kind: 'header', text: 'Loop', level: 0 }]);
  });
});
