import { describe, expect, it } from 'vitest';
import { isNavGroup, navEntries, selectedNavKeys, visibleNavEntries } from './navItems';

describe('navEntries', () => {
  it('lists the top-level menus in order', () => {
    expect(navEntries().map((e) => e.label)).toEqual([
      'Dashboards',
      'Charts',
      'Datasets',
      'SQL',
      'Settings',
    ]);
  });

  it('groups SQL and Settings pages', () => {
    const groups = navEntries().filter(isNavGroup);
    expect(groups.map((g) => g.children.map((c) => c.label))).toEqual([
      ['SQL Lab', 'Query history', 'Saved queries'],
      [
        'Databases',
        'Users',
        'Roles',
        'Action log',
        'Annotation Layers',
        'Row Level Security',
        'Alerts & reports',
      ],
    ]);
  });
});

describe('selectedNavKeys', () => {
  it('selects a top-level entry with or without the trailing slash', () => {
    expect(selectedNavKeys(navEntries(), '/dataset/list/')).toEqual(['datasets']);
    expect(selectedNavKeys(navEntries(), '/dataset/list')).toEqual(['datasets']);
  });

  it('selects a child and its group', () => {
    expect(selectedNavKeys(navEntries(), '/role/list/')).toEqual(['settings', 'roles']);
  });

  it('selects nothing elsewhere', () => {
    expect(selectedNavKeys(navEntries(), '/')).toEqual([]);
  });
});

describe('visibleNavEntries', () => {
  const labels = (entries: ReturnType<typeof navEntries>) =>
    entries.map((e) =>
      isNavGroup(e) ? `${e.label}: ${e.children.map((c) => c.label).join(', ')}` : e.label,
    );

  it('shows everything to a user holding every permission', () => {
    expect(visibleNavEntries(navEntries(), () => true)).toEqual(navEntries());
  });

  it('hides administration and SQL from a Gamma-like user', () => {
    const gamma = new Set([
      'can_read Dashboard',
      'can_read Chart',
      'can_read Dataset',
      'can_read Database',
    ]);
    expect(
      labels(
        visibleNavEntries(navEntries(), (permission, view) => gamma.has(`${permission} ${view}`)),
      ),
    ).toEqual(['Dashboards', 'Charts', 'Datasets', 'Settings: Databases']);
  });

  it('hides Alerts & reports while the ALERT_REPORTS feature is off', () => {
    const settings = (flags: Record<string, boolean>) =>
      visibleNavEntries(
        navEntries(),
        () => true,
        (flag) => flags[flag] === true,
      ).find((entry) => entry.key === 'settings');
    const childLabels = (entry: ReturnType<typeof settings>) =>
      entry && isNavGroup(entry) ? entry.children.map((c) => c.label) : [];
    expect(childLabels(settings({ ALERT_REPORTS: true }))).toContain('Alerts & reports');
    expect(childLabels(settings({ ALERT_REPORTS: false }))).not.toContain('Alerts & reports');
  });

  it('hides everything from a user without permissions', () => {
    expect(visibleNavEntries(navEntries(), () => false)).toEqual([]);
  });
});
