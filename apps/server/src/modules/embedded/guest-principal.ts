/**
 * The principal of a guest token's bearer: no roles, read permissions only, and the scope its embedded
 * dashboards open. The scope is read from the store on each request, so a dashboard whose
 * embedding was turned off, or a chart taken off it, stops being readable at once.
 */
import { GUEST_PERMISSIONS, type Principal } from '../../security/principal';
import type { GuestTokenClaims } from '../../security/guest-tokens';
import type { EmbeddedDashboardsService } from './embedded-dashboards.service';

export async function guestPrincipal(
  claims: GuestTokenClaims,
  embedded: EmbeddedDashboardsService,
): Promise<Principal> {
  const scope = await embedded.guestScope(
    claims.resources.map((r) => r.id),
    claims.rls_rules,
  );
  return {
    userId: null,
    username: claims.user.username ?? 'guest',
    firstName: claims.user.first_name ?? '',
    lastName: claims.user.last_name ?? '',
    email: '',
    roles: [],
    isAdmin: false,
    permissions: GUEST_PERMISSIONS,
    via: 'guest',
    sessionId: null,
    guest: scope,
  };
}

/** The origin a request was made to, which a guest token's default audience names. */
export function requestOrigin(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}
