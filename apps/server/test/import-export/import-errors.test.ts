/**
 * What the import endpoints answer to archives that could harm the server and to bundles
 * that are not valid v1 bundles: Superset's SIP-40 envelope with its texts, and
 * nothing written.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import {
  buildZip,
  renameInZip,
  setDeclaredSizes,
} from '../../src/modules/import-export/zip-test-support';
import { commandError, envelopeError, importBundle, multipartBody } from './bundle-http';
import { CHART_A_YAML, METADATA_YAML, supersetDashboardBundle } from './superset-fixture';
import { rowCount } from '../support/store-lookups';

const ROOT = 'chart_export_20240101T000000';
const CHART_METADATA = 'version: 1.0.0\ntype: Slice\ntimestamp: "2024-01-01T00:00:00+00:00"\n';

describe.each(await storeVariants())('import errors on $name', (variant) => {
  const { t, admin } = useTestApp(variant);

  const objectCounts = async () => {
    const out: number[] = [];
    for (const table of ['databases', 'datasets', 'charts', 'dashboards'] as const) {
      out.push(await rowCount(t, table));
    }
    return out;
  };

  const expectRefused = async (
    zip: Buffer,
    status: number,
    message: string,
    resource = 'chart',
  ) => {
    const before = await objectCounts();
    const res = await importBundle(t, resource, admin, zip);
    expect(res.status).toBe(status);
    expect(envelopeError(res.body)).toEqual(commandError(message));
    expect(await objectCounts()).toEqual(before);
  };

  describe('unsafe archives (400, the problem named)', () => {
    it.each([
      [`${ROOT}/../../etc/cron.d/x.yaml`, 'has a ".." path segment'],
      ['/etc/cron.d/panorama.yaml', 'has an absolute path'],
      ['C:/Windows/System32/x.yaml', 'has a drive letter in its name'],
      [`${ROOT}\\charts\\x.yaml`, 'has a backslash in its name'],
    ])('%s', async (hostile, reason) => {
      const safe = 'a'.repeat(Buffer.byteLength(hostile));
      const zip = renameInZip(
        await buildZip([
          { name: `${ROOT}/metadata.yaml`, data: CHART_METADATA },
          { name: safe, data: CHART_A_YAML },
        ]),
        safe,
        hostile,
      );
      await expectRefused(zip, 400, `ZIP entry ${JSON.stringify(hostile)} ${reason}`);
    });

    it('refuses a symbolic link entry', async () => {
      const zip = await buildZip([
        { name: `${ROOT}/metadata.yaml`, data: CHART_METADATA },
        { name: `${ROOT}/charts/link.yaml`, data: '/etc/passwd', mode: 0o120777 },
      ]);
      await expectRefused(zip, 400, `ZIP entry "${ROOT}/charts/link.yaml" is a symbolic link`);
    });

    it('refuses duplicate entry names', async () => {
      const zip = renameInZip(
        await buildZip([
          { name: `${ROOT}/metadata.yaml`, data: CHART_METADATA },
          { name: `${ROOT}/charts/a.yaml`, data: CHART_A_YAML },
          { name: `${ROOT}/charts/b.yaml`, data: CHART_A_YAML },
        ]),
        `${ROOT}/charts/b.yaml`,
        `${ROOT}/charts/a.yaml`,
      );
      await expectRefused(zip, 400, `ZIP entry "${ROOT}/charts/a.yaml" appears more than once`);
    });

    it('refuses more than 1,000 entries', async () => {
      const members = Array.from({ length: 1001 }, (_, i) => ({
        name: `${ROOT}/charts/c${i}.txt`,
        data: '',
        compress: false,
      }));
      await expectRefused(
        await buildZip(members),
        400,
        'The ZIP file has more than 1000 entries (1001)',
      );
    });

    it('refuses a zip bomb (20 MB of zeros), even when its header claims 100 bytes', async () => {
      const bomb = await buildZip([
        { name: `${ROOT}/metadata.yaml`, data: CHART_METADATA },
        { name: `${ROOT}/charts/bomb.yaml`, data: Buffer.alloc(20 * 1024 * 1024) },
      ]);
      await expectRefused(bomb, 400, `ZIP entry "${ROOT}/charts/bomb.yaml" inflates past 10 MB`);
      await expectRefused(
        setDeclaredSizes(bomb, 100),
        400,
        `ZIP entry "${ROOT}/charts/bomb.yaml" has a compression ratio above 200`,
      );
    });
  });

  describe('files that are not v1 bundles', () => {
    it('answers Not a ZIP file where a ZIP is required', async () => {
      await expectRefused(Buffer.from('slice_name: x\n'), 422, 'Not a ZIP file');
      await expectRefused(Buffer.from('database_name: x\n'), 422, 'Not a ZIP file', 'database');
    });

    it('takes a single file on the dataset endpoint, which still needs metadata.yaml', async () => {
      const res = await importBundle(t, 'dataset', admin, {
        filename: 'sales.yaml',
        data: 'table_name: sales\n',
        contentType: 'application/x-yaml',
      });
      expect(res.status).toBe(422);
      expect(envelopeError(res.body).message).toBe('Import has incorrect version');
    });

    it('answers No valid import files were found without YAML files', async () => {
      const zip = await buildZip([
        { name: `${ROOT}/readme.txt`, data: 'hello' },
        { name: `${ROOT}/.hidden.yaml`, data: 'a: 1\n' },
      ]);
      await expectRefused(zip, 400, 'No valid import files were found');
    });

    it('answers Import has incorrect version without metadata or with another version', async () => {
      await expectRefused(
        await buildZip([{ name: `${ROOT}/charts/a.yaml`, data: CHART_A_YAML }]),
        422,
        'Import has incorrect version',
      );
      await expectRefused(
        await buildZip([
          { name: `${ROOT}/metadata.yaml`, data: 'version: 2.0.0\ntype: Slice\n' },
          { name: `${ROOT}/charts/a.yaml`, data: CHART_A_YAML },
        ]),
        422,
        'Import has incorrect version',
      );
    });

    it('collects every file problem into one answer', async () => {
      const zip = await buildZip([
        { name: `${ROOT}/metadata.yaml`, data: METADATA_YAML },
        { name: `${ROOT}/charts/broken.yaml`, data: 'slice_name: [unclosed\n' },
        { name: `${ROOT}/charts/tagged.yaml`, data: 'a: !!python/object/apply:os.system ["id"]\n' },
        {
          name: `${ROOT}/charts/incomplete.yaml`,
          data: 'viz_type: 3\nuuid: not-a-uuid\nversion: 1.0.0\nparams: [1]\n',
        },
      ]);
      const res = await importBundle(t, 'chart', admin, zip);
      expect(res.status).toBe(422);
      expect(envelopeError(res.body)).toEqual(
        commandError('Error importing chart', {
          'metadata.yaml': { type: ['Must be equal to Slice.'] },
          'charts/broken.yaml': 'Not a valid YAML file',
          'charts/tagged.yaml': 'Not a valid YAML file',
          'charts/incomplete.yaml': {
            slice_name: ['Missing data for required field.'],
            viz_type: ['Not a valid string.'],
            uuid: ['Not a valid UUID.'],
            dataset_uuid: ['Missing data for required field.'],
            params: ['Not a valid mapping type.'],
          },
        }),
      );
    });

    it('ignores the folders the importer does not read', async () => {
      // The chart importer ignores dashboards/: a broken dashboard file does not matter to it.
      const zip = await supersetDashboardBundle({
        metadata: CHART_METADATA,
        dashboard: 'dashboard_title: [broken\n',
        database: null,
      });
      const res = await importBundle(t, 'chart', admin, zip);
      // Without the database file nothing is importable, as in Superset: nothing is written.
      expect(res).toEqual({ status: 200, body: { message: 'OK' } });
      expect(await objectCounts()).toEqual([0, 0, 0, 0]);
    });
  });

  describe('the form', () => {
    it('needs the formData file', async () => {
      const { payload, contentType } = multipartBody({ overwrite: 'true' });
      const res = await t.post(
        '/api/v1/dashboard/import/',
        { ...admin, 'content-type': contentType },
        payload,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Arguments are not correct' });
    });

    it('needs a multipart body', async () => {
      const res = await t.post('/api/v1/dashboard/import/', admin, { formData: 'x' });
      expect(res.statusCode).toBe(400);
    });

    it('needs passwords as a JSON object', async () => {
      const res = await importBundle(t, 'dashboard', admin, await supersetDashboardBundle(), {
        passwords: '["not", "an", "object"]',
      });
      expect(res).toEqual({
        status: 400,
        body: { message: { passwords: ['Must be a JSON object of file names to strings.'] } },
      });
    });

    it('needs a signed-in user', async () => {
      const res = await importBundle(t, 'dashboard', {}, await supersetDashboardBundle());
      expect(res.status).toBe(401);
    });
  });
});
