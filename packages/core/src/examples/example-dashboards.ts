/**
 * The example dashboards a new instance loads with its example data. Their uuids are fixed, so
 * the server's loader can tell which of them exist and the Home page can list the examples
 * (whatever a user renamed them to) with one list call.
 */
export interface ExampleDashboardId {
  slug: string;
  uuid: string;
}

export const EXAMPLE_DASHBOARDS: readonly ExampleDashboardId[] = [
  { slug: 'flights-operations', uuid: '6d1f1c52-4a8e-4f0b-9c3e-0b7a1e5f2a01' },
  { slug: 'us-airports', uuid: '6d1f1c52-4a8e-4f0b-9c3e-0b7a1e5f2a02' },
  { slug: 'world-development', uuid: '6d1f1c52-4a8e-4f0b-9c3e-0b7a1e5f2a03' },
  { slug: 'seattle-weather', uuid: '6d1f1c52-4a8e-4f0b-9c3e-0b7a1e5f2a04' },
  { slug: 'stock-markets', uuid: '6d1f1c52-4a8e-4f0b-9c3e-0b7a1e5f2a05' },
  { slug: 'movies', uuid: '6d1f1c52-4a8e-4f0b-9c3e-0b7a1e5f2a06' },
];

export const EXAMPLE_DASHBOARD_UUIDS: readonly string[] = EXAMPLE_DASHBOARDS.map((d) => d.uuid);

export function exampleDashboardUuid(slug: string): string {
  const found = EXAMPLE_DASHBOARDS.find((d) => d.slug === slug);
  if (!found) throw new Error(`No example dashboard ${slug}`);
  return found.uuid;
}
