/** A Gamma user who may also read the example flights dataset, seeded through the admin API. */
import { permissionViewIds } from './apiSession';
import type { ApiSession } from './apiSession';

export interface NewUser {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
}

/** Creates role `flights_reader` (data access to flights) and `user` with Gamma and that role. */
export async function createFlightsReader(api: ApiSession, user: NewUser): Promise<void> {
  const roles = await api.get<{ result: Array<{ text: string; value: number }> }>(
    '/api/v1/security/users/related/roles',
  );
  const gammaRoleId = roles.result.find((r) => r.text === 'Gamma')?.value ?? 0;
  const access = await permissionViewIds(api, 'datasource_access', 'ct', '[flights]');
  const reader = await api.post<{ id: number }>('/api/v1/security/roles/', {
    name: 'flights_reader',
  });
  await api.post(`/api/v1/security/roles/${reader.id}/permissions`, {
    permission_view_menu_ids: access,
  });
  await api.post('/api/v1/security/users/', { ...user, roles: [gammaRoleId, reader.id] });
}
