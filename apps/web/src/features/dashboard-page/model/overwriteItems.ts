/**
 * The overwrite check, so a save never silently replaces someone else's edit: before overwriting,
 * the page compares the dashboard as the server now holds it with what it is about to save. The
 * prompt lists every item whose stored value would be replaced ("changed items"), one line per
 * top-level field and per json_metadata key.
 */
import type { DashboardDetail, DashboardSaveBody } from '../api/dashboardApiTypes';
import { parseDashboardMetadata } from './dashboardMetadata';

export interface OverwriteItem {
  /** `dashboard_title`, `position_json`, `json_metadata.color_scheme`, ... */
  keyPath: string;
  /** The value stored now (what the save would replace), as readable text. */
  oldValue: string;
  /** The value the save would write. */
  newValue: string;
  /** For the layout: how many components each side has and which ones differ. */
  layout?: { oldCount: number; newCount: number; changedIds: string[] };
}

const VERSION_KEY = 'DASHBOARD_VERSION_KEY';

function layoutEntries(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const { [VERSION_KEY]: _version, ...items } = value as Record<string, unknown>;
  return items;
}

/** Component ids added, removed or changed between two layouts, sorted. */
export function changedComponentIds(stored: unknown, next: unknown): string[] {
  const before = layoutEntries(stored);
  const after = layoutEntries(next);
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...ids]
    .filter((id) => canonicalJson(before[id] ?? null) !== canonicalJson(after[id] ?? null))
    .sort();
}

/** JSON with object keys sorted, so two equal values always print the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    return Object.fromEntries(
      Object.keys(v as Record<string, unknown>)
        .sort()
        .map((k) => [k, (v as Record<string, unknown>)[k]]),
    );
  });
}

function display(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : canonicalJson(value);
}

function parsePosition(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function normalizedText(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

export function overwriteItems(current: DashboardDetail, body: DashboardSaveBody): OverwriteItem[] {
  const items: OverwriteItem[] = [];
  const compare = (keyPath: string, stored: unknown, next: unknown) => {
    if (canonicalJson(stored ?? null) !== canonicalJson(next ?? null)) {
      items.push({ keyPath, oldValue: display(stored), newValue: display(next) });
    }
  };

  compare('dashboard_title', current.dashboard_title, body.dashboard_title);
  compare('slug', normalizedText(current.slug), body.slug);
  compare('css', normalizedText(current.css), normalizedText(body.css));
  compare('certified_by', normalizedText(current.certified_by), body.certified_by);
  compare(
    'certification_details',
    normalizedText(current.certification_details),
    body.certification_details,
  );
  compare(
    'owners',
    current.owners.map((o) => o.id).sort((a, b) => a - b),
    [...body.owners].sort((a, b) => a - b),
  );
  if (body.roles !== undefined) {
    compare(
      'roles',
      (current.roles ?? []).map((r) => r.id).sort((a, b) => a - b),
      [...body.roles].sort((a, b) => a - b),
    );
  }
  const storedLayout = parsePosition(current.position_json);
  const nextLayout: unknown = JSON.parse(body.position_json);
  const changedIds = changedComponentIds(storedLayout, nextLayout);
  if (changedIds.length > 0) {
    items.push({
      keyPath: 'position_json',
      oldValue: display(storedLayout),
      newValue: display(nextLayout),
      layout: {
        oldCount: Object.keys(layoutEntries(storedLayout)).length,
        newCount: Object.keys(layoutEntries(nextLayout)).length,
        changedIds,
      },
    });
  }

  const stored = parseDashboardMetadata(current.json_metadata);
  const next = parseDashboardMetadata(body.json_metadata);
  const keys = [...new Set([...Object.keys(stored), ...Object.keys(next)])].sort();
  for (const key of keys) compare(`json_metadata.${key}`, stored[key], next[key]);
  return items;
}
