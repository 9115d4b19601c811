/** Dashboard layouts (`position_json`) for tests that seed a dashboard through the API. */

export interface RowItem {
  type: 'CHART' | 'MARKDOWN';
  /** The layout id, such as `CHART-1`. */
  id: string;
  meta: Record<string, unknown>;
}

/** A layout whose grid holds one row with `items` side by side. */
export function oneRowLayout(items: RowItem[]): string {
  const row = 'ROW-1';
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [row], parents: ['ROOT_ID'] },
    [row]: {
      type: 'ROW',
      id: row,
      children: items.map((item) => item.id),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
  };
  for (const { type, id, meta } of items) {
    layout[id] = { type, id, children: [], parents: ['ROOT_ID', 'GRID_ID', row], meta };
  }
  return JSON.stringify(layout);
}
