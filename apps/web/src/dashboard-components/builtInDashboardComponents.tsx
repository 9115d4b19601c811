/**
 * The dashboard components Panorama ships, registered like any extension's (the registry starts
 * with them). Each component's code is its own chunk, downloaded when a dashboard first draws it.
 */
import { UnorderedListOutlined } from '@ant-design/icons';
import type { DashboardComponentDefinition } from './dashboardComponentTypes';

export const TABLE_OF_CONTENTS_KEY = 'table-of-contents';

export const BUILT_IN_DASHBOARD_COMPONENTS: ReadonlyArray<
  readonly [string, DashboardComponentDefinition]
> = [
  [
    TABLE_OF_CONTENTS_KEY,
    {
      metadata: {
        name: 'Table of contents',
        description: "Lists the dashboard's tabs and headers; a click jumps to one.",
        icon: <UnorderedListOutlined />,
      },
      loadComponent: () =>
        import('./table-of-contents/TableOfContents').then((module) => module.TableOfContents),
      defaultSize: { width: 4, height: 40 },
    },
  ],
];
