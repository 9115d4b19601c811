import { describe, expect, it } from 'vitest';
import { safeAuditDetail } from './audit-detail';

describe('safeAuditDetail', () => {
  it('drops every key naming a secret, at any depth, and keeps the rest', () => {
    expect(
      safeAuditDetail({
        username: 'ann',
        password: 'p',
        new_Password: 'p',
        access_token: 't',
        nested: { api_key: 'k', secret: 's', sqlalchemy_uri: 'postgresql://u:p@h/db', kept: 1 },
        list: [{ Authorization: 'Bearer x', name: 'n' }],
      }),
    ).toEqual({ username: 'ann', nested: { kept: 1 }, list: [{ name: 'n' }] });
  });

  it('cuts long text and answers null when nothing is left', () => {
    const detail = safeAuditDetail({ note: 'x'.repeat(2000) });
    expect(String(detail?.note)).toHaveLength(501);
    expect(safeAuditDetail({ password: 'p' })).toBeNull();
    expect(safeAuditDetail(undefined)).toBeNull();
  });
});
