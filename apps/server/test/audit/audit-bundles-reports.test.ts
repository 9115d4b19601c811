/**
 * Exports, imports and report changes in the action log: one entry each, as the admin who acted,
 * on the object acted on.
 */
import { describe, expect, it } from 'vitest';
import rison from 'rison';
import type { ActionLogRow } from '@panorama/core/schemas/action-log';
import { storeVariants } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';
import { exportBundle, importBundle } from '../import-export/bundle-http';
import { createDashboard, createReport, reportPayload } from '../reports/report-fixtures';

describe.each(await storeVariants())('audited bundles and reports on $name', (variant) => {
  const { t, admin } = useTestApp(variant);

  const byAction = async (action: string) => {
    const q = rison.encode({ filters: [{ col: 'action', opr: 'eq', value: action }] });
    const res = await t.get(`/api/v1/log/?q=${encodeURIComponent(q)}`, admin);
    return (res.json() as { result: ActionLogRow[] }).result;
  };

  it('writes an export and an import of a dashboard bundle', async () => {
    const id = await createDashboard(t, admin, 'Audited board');
    const exported = await exportBundle(t, 'dashboard', admin, [id]);
    expect(exported.status).toBe(200);
    const imported = await importBundle(t, 'dashboard', admin, exported.body, {
      overwrite: 'true',
    });
    expect(imported.status).toBe(200);
    const exports = await byAction('export');
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({
      username: 'admin',
      object_type: 'dashboard',
      object_id: String(id),
    });
    const imports = await byAction('import');
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({ username: 'admin', object_type: 'dashboard' });
    expect(JSON.parse(imports[0]!.json!)).toMatchObject({ overwrite: true, dashboards: 1 });
  });

  it('writes a report created, changed and deleted', async () => {
    const dashboard = await createDashboard(t, admin, 'Reported board');
    const id = await createReport(
      t,
      admin,
      reportPayload({ dashboard, creation_method: 'dashboards', name: 'Audited report' }),
    );
    const changed = await t.put(`/api/v1/report/${id}`, admin, { crontab: '0 10 * * 1' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.delete(`/api/v1/report/${id}`, admin)).statusCode).toBe(200);
    for (const action of ['report_created', 'report_updated', 'report_deleted']) {
      const rows = await byAction(action);
      expect(rows, action).toHaveLength(1);
      expect(rows[0], action).toMatchObject({
        username: 'admin',
        object_type: 'report',
        object_id: String(id),
      });
      expect(JSON.parse(rows[0]!.json!), action).toMatchObject({ name: 'Audited report' });
    }
    const updated = (await byAction('report_updated'))[0]!;
    expect(JSON.parse(updated.json!)).toMatchObject({ changed: ['crontab'] });
  });
});
