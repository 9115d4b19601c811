/** The main navigation menu: labels and destinations, independent of how they are rendered. */
import { t } from '../i18n/t';
import { PATHS } from '../routes/paths';

export interface NavLink {
  key: string;
  label: string;
  path: string;
  /** The `[permission, view]` a user needs to see the entry (the screen checks it again). */
  requires: readonly [permission: string, view: string];
}

export interface NavGroup {
  key: string;
  label: string;
  children: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

/** Built on demand so labels go through `t()` at render time, after a locale is chosen. */
export function navEntries(): NavEntry[] {
  return [
    {
      key: 'dashboards',
      label: t('Dashboards'),
      path: PATHS.dashboardList,
      requires: ['can_read', 'Dashboard'],
    },
    {
      key: 'charts',
      label: t('Charts'),
      path: PATHS.chartList,
      requires: ['can_read', 'Chart'],
    },
    {
      key: 'datasets',
      label: t('Datasets'),
      path: PATHS.datasetList,
      requires: ['can_read', 'Dataset'],
    },
    {
      key: 'sql',
      label: t('SQL'),
      children: [
        {
          key: 'sqllab',
          label: t('SQL Lab'),
          path: PATHS.sqlLab,
          requires: ['can_read', 'SQLLab'],
        },
        {
          // SQL Lab opened on the history of all the user's queries (Superset's Query History).
          key: 'queryhistory',
          label: t('Query history'),
          path: PATHS.sqlLabHistory,
          requires: ['can_read', 'Query'],
        },
        {
          key: 'savedqueries',
          label: t('Saved queries'),
          path: PATHS.savedQueryList,
          requires: ['can_read', 'SavedQuery'],
        },
      ],
    },
    {
      key: 'settings',
      label: t('Settings'),
      children: [
        {
          key: 'databases',
          label: t('Databases'),
          path: PATHS.databaseList,
          requires: ['can_read', 'Database'],
        },
        { key: 'users', label: t('Users'), path: PATHS.userList, requires: ['can_read', 'User'] },
        { key: 'roles', label: t('Roles'), path: PATHS.roleList, requires: ['can_read', 'Role'] },
        {
          key: 'annotationlayers',
          label: t('Annotation Layers'),
          path: PATHS.annotationLayerList,
          requires: ['can_read', 'Annotation'],
        },
        {
          key: 'rowlevelsecurity',
          label: t('Row Level Security'),
          path: PATHS.rowLevelSecurityList,
          requires: ['can_read', 'Row Level Security'],
        },
        {
          key: 'alertsreports',
          label: t('Alerts & reports'),
          path: PATHS.reportList,
          requires: ['can_read', 'ReportSchedule'],
        },
      ],
    },
  ];
}

/**
 * The entries a user may open: links they hold the permission for, and groups with at least one
 * such link. Hiding is a convenience; every screen and API still checks for itself.
 */
export function visibleNavEntries(
  entries: NavEntry[],
  has: (permission: string, view: string) => boolean,
): NavEntry[] {
  const visible: NavEntry[] = [];
  for (const entry of entries) {
    if (isNavGroup(entry)) {
      const children = entry.children.filter((child) => has(...child.requires));
      if (children.length > 0) visible.push({ ...entry, children });
    } else if (has(...entry.requires)) {
      visible.push(entry);
    }
  }
  return visible;
}

/** Keys of the entries (and their parent group) whose path is the current location. */
export function selectedNavKeys(entries: NavEntry[], pathname: string): string[] {
  const normalized = pathname.endsWith('/') ? pathname : `${pathname}/`;
  for (const entry of entries) {
    if (isNavGroup(entry)) {
      const child = entry.children.find((c) => c.path === normalized);
      if (child) return [entry.key, child.key];
    } else if (entry.path === normalized) {
      return [entry.key];
    }
  }
  return [];
}
