/**
 * The security endpoints the role editor calls, answered from memory as the server would: list
 * filters (eq, neq, ct, rel_m_m), ordering by view menu and paging, and the replacing writes.
 * For the role editor's component tests.
 */
import rison from 'rison';
import type { RolePermission } from '@panorama/core/schemas/security';
import type { StubRoute } from './apiStub';

interface Filter {
  col: string;
  opr: string;
  value: unknown;
}

interface Query {
  filters?: Filter[];
  page?: number;
  page_size?: number;
}

export interface FakeUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
}

export interface FakeSecurityState {
  pairs: RolePermission[];
  users: FakeUser[];
  roleId: number;
  roleName: string;
  granted: number[];
  members: number[];
}

function textMatches(actual: string, filter: Filter): boolean {
  const value = String(filter.value);
  if (filter.opr === 'eq') return actual === value;
  if (filter.opr === 'neq') return actual !== value;
  if (filter.opr === 'ct') return actual.toLowerCase().includes(value.toLowerCase());
  throw new Error(`Unexpected operator ${filter.opr}`);
}

function page<T>(rows: T[], query: Query): { count: number; result: T[] } {
  const size = query.page_size ?? 25;
  const start = (query.page ?? 0) * size;
  return { count: rows.length, result: rows.slice(start, start + size) };
}

export function fakeSecurityRoutes(state: FakeSecurityState): StubRoute[] {
  const base = `/api/v1/security/roles/${state.roleId}`;
  return [
    {
      method: 'GET',
      path: `${base}/permissions/`,
      answer: () => ({
        body: { result: state.pairs.filter((p) => state.granted.includes(p.id)) },
      }),
    },
    {
      method: 'GET',
      path: base,
      answer: () => ({
        body: {
          id: state.roleId,
          result: {
            id: state.roleId,
            name: state.roleName,
            user_ids: state.members,
            permission_ids: state.granted,
          },
        },
      }),
    },
    {
      method: 'GET',
      path: '/api/v1/security/permissions-resources/',
      answer: (request) => {
        const query = rison.decode(request.q) as Query;
        const rows = state.pairs
          .filter((p) =>
            (query.filters ?? []).every((f) =>
              textMatches(f.col === 'permission' ? p.permission_name : p.view_menu_name, f),
            ),
          )
          .sort((a, b) => a.view_menu_name.localeCompare(b.view_menu_name));
        const { count, result } = page(rows, query);
        return {
          body: {
            count,
            ids: result.map((p) => p.id),
            result: result.map((p) => ({
              id: p.id,
              permission: { id: 1, name: p.permission_name },
              view_menu: { id: 1, name: p.view_menu_name },
            })),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/api/v1/security/users/',
      answer: (request) => {
        const query = rison.decode(request.q) as Query;
        const rows = state.users.filter((u) =>
          (query.filters ?? []).every((f) =>
            f.opr === 'rel_m_m'
              ? f.value === state.roleId && state.members.includes(u.id)
              : textMatches(u.username, f),
          ),
        );
        const { count, result } = page(rows, query);
        return { body: { count, ids: result.map((u) => u.id), result } };
      },
    },
    {
      method: 'POST',
      path: `${base}/permissions`,
      answer: (request) => {
        state.granted = (
          request.body as { permission_view_menu_ids: number[] }
        ).permission_view_menu_ids;
        return { body: { result: request.body } };
      },
    },
    {
      method: 'PUT',
      path: `${base}/users`,
      answer: (request) => {
        state.members = (request.body as { user_ids: number[] }).user_ids;
        return { body: { result: request.body } };
      },
    },
  ];
}
