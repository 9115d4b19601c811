/** The main navigation menu: labels and destinations, independent of how they are rendered. */
import { t } from '../i18n/t';
import { PATHS } from '../routes/paths';

export interface NavLink {
  key: string;
  label: string;
  path: string;
  /** The `[permission, view]` a user needs to see the entry (the screen checks it again). */
  requires: readonly [permission: string, view: string];
  /** A feature flag the entry's screen needs; off, the entry is not offered. */
  featureFlag?: string;
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

/** A link shown to users who may read `view`. */
function readLink(key: string, label: string, path: string, view: string): NavLink {
  return { key, label, path, requires: ['can_read', view] };
}

/** Built on demand so labels go through `t()` at render time, after a locale is chosen. */
export function navEntries(): NavEntry[] {
  return [
    readLink('dashboards', t('Dashboards'), PATHS.dashboardList, 'Dashboard'),
    readLink('charts', t('Charts'), PATHS.chartList, 'Chart'),
    readLink('datasets', t('Datasets'), PATHS.datasetList, 'Dataset'),
    {
      key: 'sql',
      label: t('SQL'),
      children: [
        readLink('sqllab', t('SQL Lab'), PATHS.sqlLab, 'SQLLab'),
        // SQL Lab opened on the history of all the user's queries (Superset's Query History).
        readLink('queryhistory', t('Query history'), PATHS.sqlLabHistory, 'Query'),
        readLink('savedqueries', t('Saved queries'), PATHS.savedQueryList, 'SavedQuery'),
      ],
    },
    {
      key: 'settings',
      label: t('Settings'),
      children: [
        readLink('databases', t('Databases'), PATHS.databaseList, 'Database'),
        readLink('users', t('Users'), PATHS.userList, 'User'),
        readLink('roles', t('Roles'), PATHS.roleList, 'Role'),
        readLink('actionlog', t('Action log'), PATHS.actionLog, 'Log'),
        readLink(
          'annotationlayers',
          t('Annotation Layers'),
          PATHS.annotationLayerList,
          'Annotation',
        ),
        readLink(
          'rowlevelsecurity',
          t('Row Level Security'),
          PATHS.rowLevelSecurityList,
          'Row Level Security',
        ),
        {
          ...readLink('alertsreports', t('Alerts & reports'), PATHS.reportList, 'ReportSchedule'),
          // The reports API answers 404 while the feature is off.
          featureFlag: 'ALERT_REPORTS',
        },
      ],
    },
  ];
}

/**
 * The entries a user may open: links they hold the permission for (with their feature on), and
 * groups with at least one such link. Hiding is a convenience; every screen and API still checks
 * for itself.
 */
export function visibleNavEntries(
  entries: NavEntry[],
  has: (permission: string, view: string) => boolean,
  flagOn: (flag: string) => boolean = () => true,
): NavEntry[] {
  const offered = (link: NavLink) =>
    has(...link.requires) && (link.featureFlag === undefined || flagOn(link.featureFlag));
  const visible: NavEntry[] = [];
  for (const entry of entries) {
    if (isNavGroup(entry)) {
      const children = entry.children.filter(offered);
      if (children.length > 0) visible.push({ ...entry, children });
    } else if (offered(entry)) {
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
