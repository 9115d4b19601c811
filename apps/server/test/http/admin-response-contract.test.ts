/**
 * The answers of the administration, sign-in and annotation/report/RLS endpoints match the core
 * response schemas the web app infers its types from, on SQLite and PostgreSQL: every answer
 * parses, and what must never leave the server (a password) is not sent.
 */
import rison from 'rison';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  listInfoResponseSchema,
  listResponseSchema,
  messageResponseSchema,
} from '@panorama/core/schemas/api-response';
import {
  annotationLayerListResponseSchema,
  annotationLayerResponseSchema,
  annotationLayerWriteResponseSchema,
  annotationListResponseSchema,
  annotationResponseSchema,
  annotationWriteResponseSchema,
} from '@panorama/core/schemas/annotation-layer';
import {
  dynamicPluginListResponseSchema,
  dynamicPluginResponseSchema,
} from '@panorama/core/schemas/dynamic-plugin';
import { commandErrorResponseSchema } from '@panorama/core/schemas/import-export';
import {
  reportListResponseSchema,
  reportLogListResponseSchema,
  reportResponseSchema,
  reportWriteResponseSchema,
} from '@panorama/core/schemas/report';
import {
  rlsRuleListResponseSchema,
  rlsRuleResponseSchema,
  rlsRuleWriteResponseSchema,
} from '@panorama/core/schemas/row-level-security';
import {
  bootstrapResponseSchema,
  currentUserResponseSchema,
  currentUserRolesResponseSchema,
  loginTokenResponseSchema,
  namedRowSchema,
  permissionViewRowSchema,
  roleListResponseSchema,
  rolePermissionsResponseSchema,
  rolePermissionsWriteResponseSchema,
  roleUsersWriteResponseSchema,
  roleResponseSchema,
  roleWriteResponseSchema,
  userListResponseSchema,
  userResponseSchema,
  userWriteResponseSchema,
} from '@panorama/core/schemas/security';
import { timeRangeResponseSchema } from '@panorama/core/schemas/time-range';
import { ADMIN_PASSWORD } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { datasetId } from '../support/store-lookups';

type Json = Record<string, unknown>;
const q = (value: unknown) => encodeURIComponent(rison.encode(value));
const FLAGS = JSON.stringify({ ALERT_REPORTS: true, DYNAMIC_PLUGINS: true });

describe.each(await storeVariants())('admin response contract on $name', (variant) => {
  const { t, admin } = useTestApp(variant, { LOAD_EXAMPLES: 'true', FEATURE_FLAGS: FLAGS });

  /** Calls the API and parses the answer with the schema the route declares. */
  const answer = async <Schema extends z.ZodType>(
    schema: Schema,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Json,
    status = method === 'POST' ? 201 : 200,
  ): Promise<z.infer<Schema>> => {
    const res = await t.request(method, url, admin, payload);
    expect(res.statusCode, res.body).toBe(status);
    return schema.parse(res.json());
  };

  it('answers the security administration endpoints as declared', async () => {
    const created = await answer(userWriteResponseSchema, 'POST', '/api/v1/security/users/', {
      username: 'contract_user',
      first_name: 'Con',
      last_name: 'Tract',
      email: 'contract@example.com',
      password: 'contract-password-1',
      roles: [],
    });
    expect(created.result).not.toHaveProperty('password');
    const user = await answer(userResponseSchema, 'GET', `/api/v1/security/users/${created.id}`);
    expect(user.result).toMatchObject({ username: 'contract_user', active: true, roles: [] });
    expect(user.result).not.toHaveProperty('password');
    const users = await answer(userListResponseSchema, 'GET', '/api/v1/security/users/');
    expect(users.result.map((row) => row.username)).toContain('contract_user');
    await answer(userWriteResponseSchema, 'PUT', `/api/v1/security/users/${created.id}`, {
      first_name: 'Connie',
    });

    const role = await answer(roleWriteResponseSchema, 'POST', '/api/v1/security/roles/', {
      name: 'Contract role',
    });
    const roleRead = await answer(roleResponseSchema, 'GET', `/api/v1/security/roles/${role.id}`);
    expect(roleRead.result).toEqual({
      id: role.id,
      name: 'Contract role',
      user_ids: [],
      permission_ids: [],
    });
    await answer(roleListResponseSchema, 'GET', '/api/v1/security/roles/');
    const pairs = await answer(
      listResponseSchema(permissionViewRowSchema.partial()),
      'GET',
      '/api/v1/security/permissions-resources/',
    );
    const pairId = pairs.result[0]!.id!;
    await answer(
      rolePermissionsWriteResponseSchema,
      'POST',
      `/api/v1/security/roles/${role.id}/permissions`,
      {
        permission_view_menu_ids: [pairId],
      },
      200,
    );
    const granted = await answer(
      rolePermissionsResponseSchema,
      'GET',
      `/api/v1/security/roles/${role.id}/permissions/`,
    );
    expect(granted.result.map((p) => p.id)).toEqual([pairId]);
    await answer(
      roleUsersWriteResponseSchema,
      'PUT',
      `/api/v1/security/roles/${role.id}/users`,
      { user_ids: [] },
      200,
    );
    await answer(
      listResponseSchema(namedRowSchema.partial()),
      'GET',
      '/api/v1/security/permissions/',
    );
    await answer(
      listResponseSchema(namedRowSchema.partial()),
      'GET',
      '/api/v1/security/resources/',
    );
    await answer(messageResponseSchema, 'DELETE', `/api/v1/security/users/${created.id}`);
    await answer(messageResponseSchema, 'DELETE', `/api/v1/security/roles/${role.id}`);
  });

  it('answers sign-in and the current user endpoints as declared', async () => {
    const token = await t.post(
      '/api/v1/security/login',
      {},
      { username: 'admin', password: ADMIN_PASSWORD, refresh: true },
    );
    expect(loginTokenResponseSchema.parse(token.json()).refresh_token).toEqual(expect.any(String));
    const login = await t.post('/login/', {}, { username: 'admin', password: ADMIN_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(currentUserResponseSchema.parse(login.json()).result.username).toBe('admin');
    const me = await answer(currentUserResponseSchema, 'GET', '/api/v1/me/');
    expect(me.result).not.toHaveProperty('password');
    const roles = await answer(currentUserRolesResponseSchema, 'GET', '/api/v1/me/roles/');
    expect(Object.keys(roles.result.roles)).toContain('Admin');
    const bootstrap = await answer(
      bootstrapResponseSchema,
      'GET',
      '/api/v1/common/bootstrap_data/',
    );
    expect(bootstrap.result.user).toMatchObject({ username: 'admin', is_admin: true });
    const anonymous = await t.get('/api/v1/common/bootstrap_data/');
    expect(bootstrapResponseSchema.parse(anonymous.json()).result.user).toBeNull();
  });

  it('answers the annotation layer endpoints as declared', async () => {
    const base = '/api/v1/annotation_layer';
    const layer = await answer(annotationLayerWriteResponseSchema, 'POST', `${base}/`, {
      name: 'Contract layer',
      descr: null,
    });
    const read = await answer(annotationLayerResponseSchema, 'GET', `${base}/${layer.id}`);
    expect(read.result).toMatchObject({ name: 'Contract layer', descr: null });
    await answer(annotationLayerListResponseSchema, 'GET', `${base}/`);
    await answer(annotationLayerWriteResponseSchema, 'PUT', `${base}/${layer.id}`, {
      descr: 'Described',
    });
    const note = await answer(
      annotationWriteResponseSchema,
      'POST',
      `${base}/${layer.id}/annotation/`,
      {
        short_descr: 'Launch',
        start_dttm: '2024-01-01T00:00:00',
        end_dttm: '2024-01-02T00:00:00',
        json_metadata: null,
      },
    );
    const noteRead = await answer(
      annotationResponseSchema,
      'GET',
      `${base}/${layer.id}/annotation/${note.id}`,
    );
    expect(noteRead.result.layer).toEqual({ id: layer.id, name: 'Contract layer' });
    const notes = await answer(
      annotationListResponseSchema,
      'GET',
      `${base}/${layer.id}/annotation/`,
    );
    expect(notes.count).toBe(1);
    const info = await answer(
      listInfoResponseSchema,
      'GET',
      `${base}/${layer.id}/annotation/_info?q=${q({ keys: ['permissions'] })}`,
    );
    expect(info.permissions).toEqual(['can_read', 'can_write']);
    await answer(
      annotationWriteResponseSchema,
      'PUT',
      `${base}/${layer.id}/annotation/${note.id}`,
      {
        long_descr: 'Longer',
      },
    );
    await answer(messageResponseSchema, 'DELETE', `${base}/${layer.id}/annotation/${note.id}`);
    await answer(messageResponseSchema, 'DELETE', `${base}/${layer.id}`);
  });

  it('answers the row level security endpoints as declared', async () => {
    const carsId = await datasetId(t, 'cars');
    const gamma = await t.container.securityRepo.findRoleByName('Gamma');
    const rule = await answer(rlsRuleWriteResponseSchema, 'POST', '/api/v1/rowlevelsecurity/', {
      name: 'Contract rule',
      filter_type: 'Regular',
      tables: [carsId],
      roles: [gamma!.id],
      clause: "origin = 'USA'",
    });
    const read = await answer(rlsRuleResponseSchema, 'GET', `/api/v1/rowlevelsecurity/${rule.id}`);
    expect(read.result).toMatchObject({
      tables: [{ id: carsId, table_name: 'cars' }],
      roles: [{ id: gamma!.id, name: 'Gamma' }],
    });
    await answer(rlsRuleListResponseSchema, 'GET', '/api/v1/rowlevelsecurity/');
    await answer(rlsRuleWriteResponseSchema, 'PUT', `/api/v1/rowlevelsecurity/${rule.id}`, {
      description: 'US only',
    });
    await answer(messageResponseSchema, 'DELETE', `/api/v1/rowlevelsecurity/${rule.id}`);
  });

  it('answers the report schedule endpoints as declared', async () => {
    const dashboard = await t.post('/api/v1/dashboard/', admin, {
      dashboard_title: 'Contract board',
    });
    const dashboardId = (dashboard.json() as { id: number }).id;
    const report = await answer(reportWriteResponseSchema, 'POST', '/api/v1/report/', {
      type: 'Report',
      name: 'Contract report',
      crontab: '0 9 * * 1',
      creation_method: 'dashboards',
      dashboard: dashboardId,
      report_format: 'PNG',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ops@example.com' } }],
    });
    const read = await answer(reportResponseSchema, 'GET', `/api/v1/report/${report.id}`);
    expect(read.result).toMatchObject({
      dashboard: { id: dashboardId, dashboard_title: 'Contract board' },
      recipients: [{ type: 'Email' }],
    });
    const list = await answer(reportListResponseSchema, 'GET', '/api/v1/report/');
    expect(list.result.map((row) => row.name)).toContain('Contract report');
    const logs = await answer(
      reportLogListResponseSchema,
      'GET',
      `/api/v1/report/${report.id}/log/`,
    );
    expect(logs).toMatchObject({ count: 0, result: [] });
    await answer(reportWriteResponseSchema, 'PUT', `/api/v1/report/${report.id}`, {
      active: false,
    });
    await answer(messageResponseSchema, 'DELETE', `/api/v1/report/${report.id}`);
  });

  it('answers dynamic plugins, time ranges, import, export and health as declared', async () => {
    const plugin = await answer(
      dynamicPluginResponseSchema,
      'POST',
      '/dynamic-plugins/api/create',
      {
        name: 'Contract plugin',
        key: 'contract_plugin',
        bundle_url: 'https://cdn.example.com/contract/main.js',
      },
    );
    await answer(dynamicPluginResponseSchema, 'GET', `/dynamic-plugins/api/get/${plugin.id}`);
    await answer(dynamicPluginListResponseSchema, 'GET', '/dynamic-plugins/api/read');

    const ranges = await answer(
      timeRangeResponseSchema,
      'GET',
      `/api/v1/time_range/?q=${q('Last week')}`,
    );
    expect(ranges.result[0]).toMatchObject({ timeRange: 'Last week', shift: null });

    const notAZip = await t.post(
      '/api/v1/dashboard/import/',
      { ...admin, 'content-type': 'multipart/form-data; boundary=b' },
      '--b\r\nContent-Disposition: form-data; name="formData"; filename="x.zip"\r\n\r\nnot a zip\r\n--b--\r\n',
    );
    expect(notAZip.statusCode).toBeGreaterThanOrEqual(400);
    expect(notAZip.statusCode).toBeLessThan(500);
    expect(commandErrorResponseSchema.parse(notAZip.json()).errors[0]!.message).toBeTruthy();

    const dashboards = await t.container.store.db.selectFrom('dashboards').select('id').execute();
    const exported = await t.get(
      `/api/v1/dashboard/export/?q=${q(dashboards.map((d) => d.id))}`,
      admin,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const health = await t.get('/health');
    expect([health.statusCode, health.body]).toEqual([200, 'OK']);
  });
});
