import { describe, expect, it } from 'vitest';
import type { NamedControl } from '../controlPanelTypes';
import { controlPanel } from './controlPanel';

const columnConfig = controlPanel.controlPanelSections
  .flatMap((section) => section.controlSetRows.flat())
  .find(
    (cell): cell is NamedControl =>
      typeof cell === 'object' && cell !== null && cell.name === 'column_config',
  );

describe("the table's column settings control", () => {
  it('is the per-column editor, re-rendering without a query', () => {
    expect(columnConfig?.config).toMatchObject({
      type: 'ColumnConfigControl',
      label: 'Customize columns',
      renderTrigger: true,
      default: {},
    });
  });

  it("lists the columns of the chart's last result, and none before it ran", () => {
    const mapState = columnConfig?.config.mapStateToProps;
    const formData = { datasource: '1__table', viz_type: 'table' };
    expect(
      mapState?.({
        formData,
        datasource: null,
        queryResponse: { colnames: ['city', 'SUM(x)'], coltypes: [1, 0] },
      }),
    ).toEqual({ columnsPropsObject: { colnames: ['city', 'SUM(x)'], coltypes: [1, 0] } });
    expect(mapState?.({ formData, datasource: null })).toEqual({ columnsPropsObject: null });
  });
});
