/**
 * The audit fields every audited resource answers with, as Superset shapes them: when it was
 * created and last changed, by whom (`{id, first_name, last_name}` or null) and the change as a
 * humanized delta.
 */
import { humanizeDelta } from './humanize-time';
import type { UserRef } from './user-refs';

export interface AuditedRow {
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface AuditFields {
  changed_on: string;
  changed_on_delta_humanized: string | null;
  changed_by: UserRef | null;
  created_on: string;
  created_by: UserRef | null;
}

function userOf(users: ReadonlyMap<number, UserRef>, id: number | null): UserRef | null {
  return id === null ? null : (users.get(id) ?? null);
}

export function auditFields(row: AuditedRow, users: ReadonlyMap<number, UserRef>): AuditFields {
  return {
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeDelta(row.changed_on),
    changed_by: userOf(users, row.changed_by_fk),
    created_on: row.created_on,
    created_by: userOf(users, row.created_by_fk),
  };
}

/** The audit columns of a row the user creates now: created and last changed by them, now. */
export function createdStamp(userId: number | null, now: string): AuditedRow {
  return { created_on: now, changed_on: now, created_by_fk: userId, changed_by_fk: userId };
}
