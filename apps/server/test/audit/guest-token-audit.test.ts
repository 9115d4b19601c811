/**
 * A new guest token is recorded through the audit service's own call, which reads the caller and
 * the client address from the request being handled, so the code that hands out tokens cannot
 * forget or misstate who asked and from where.
 */
import { describe, expect, it } from 'vitest';
import rison from 'rison';
import type { ActionLogRow } from '@panorama/core/schemas/action-log';
import { withRequestOrigin } from '../../src/http/request-origin';
import { storeVariants } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';

describe.each((await storeVariants()).slice(0, 1))('guest tokens on $name', (variant) => {
  const { t, admin: adminHeaders } = useTestApp(variant);

  it('records who asked, from where, for which dashboard and guest', async () => {
    const admin = (await t.container.securityRepo.findUserByUsername('admin'))!;
    const principal = await t.container.security.principalFor(admin.id, 'bearer', null);
    await withRequestOrigin(
      { ip: '10.1.2.3', userAgent: 'embedding-backend', principal: async () => principal! },
      () =>
        t.container.audit.guestTokenIssued({
          resources: [{ type: 'dashboard', id: 'c0ffee' }],
          guestUsername: 'guest_reader',
          rlsRuleCount: 2,
        }),
    );
    const q = rison.encode({
      filters: [{ col: 'action', opr: 'eq', value: 'guest_token_issued' }],
    });
    const res = await t.get(`/api/v1/log/?q=${encodeURIComponent(q)}`, adminHeaders);
    const [row] = (res.json() as { result: ActionLogRow[] }).result;
    expect(row).toMatchObject({
      action: 'guest_token_issued',
      user_id: admin.id,
      username: 'admin',
      ip_address: '10.1.2.3',
      user_agent: 'embedding-backend',
      object_type: 'dashboard',
      object_id: 'c0ffee',
    });
    expect(JSON.parse(row!.json!)).toEqual({
      resources: [{ type: 'dashboard', id: 'c0ffee' }],
      guest_username: 'guest_reader',
      rls_rule_count: 2,
    });
  });
});
