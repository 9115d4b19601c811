/**
 * Many API clients send `Content-Type: application/json` on every request, including DELETEs and
 * GETs without a body. Those requests are served as if the header were absent, over real HTTP
 * (the listening app and Node's own clients, so the wire headers are the ones clients send),
 * while a non-empty body that is not JSON is still refused with a 400 that says why.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { datasetId } from '../support/store-lookups';

type Json = Record<string, unknown>;
const JSON_TYPE = { 'content-type': 'application/json' };

/** A raw request, so a GET can carry `content-length: 0` (fetch never sends a GET body). */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe.each(await storeVariants())(
  'requests with a JSON content type and no body on $name',
  (variant) => {
    const { t } = useTestApp(variant, { LOAD_EXAMPLES: 'true' });
    let base: string;
    let auth: Record<string, string>;

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      auth = await t.adminHeaders();
    });

    const create = async (path: string, payload: Json): Promise<number> => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...auth, ...JSON_TYPE },
        body: JSON.stringify(payload),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const flightsId = () => datasetId(t, 'flights');
    const newChart = async (name: string) =>
      create('/api/v1/chart/', {
        slice_name: name,
        viz_type: 'table',
        datasource_id: await flightsId(),
        datasource_type: 'table',
      });

    it('deletes a saved query and a chart when the DELETE has the header and an empty body', async () => {
      const database = await t.container.store.db
        .selectFrom('databases')
        .select('id')
        .executeTakeFirstOrThrow();
      const queryId = await create('/api/v1/saved_query/', {
        db_id: database.id,
        label: 'to delete',
        sql: 'SELECT 1',
      });
      const chartId = await newChart('to delete');

      for (const path of [`/api/v1/saved_query/${queryId}`, `/api/v1/chart/${chartId}`]) {
        // An empty string body: fetch sends `content-length: 0` with it, as most clients do.
        const res = await fetch(`${base}${path}`, {
          method: 'DELETE',
          headers: { ...auth, ...JSON_TYPE },
          body: '',
        });
        expect(res.status, path).toBe(200);
        expect((await res.json()) as Json).toEqual({ message: 'OK' });
      }
      for (const [table, id] of [
        ['saved_queries', queryId],
        ['charts', chartId],
      ] as const) {
        expect(
          await t.container.store.db
            .selectFrom(table)
            .select('id')
            .where('id', '=', id)
            .executeTakeFirst(),
          table,
        ).toBeUndefined();
      }
    });

    it('answers a GET and a body-less POST sent with the header and content-length 0', async () => {
      const chartId = await newChart('read me');
      const read = await rawRequest(`${base}/api/v1/chart/${chartId}`, 'GET', {
        ...auth,
        ...JSON_TYPE,
      });
      expect(read.status).toBe(200);
      expect((read.body.result as Json).slice_name).toBe('read me');

      const starred = await rawRequest(`${base}/api/v1/chart/${chartId}/favorites/`, 'POST', {
        ...auth,
        ...JSON_TYPE,
      });
      expect(starred.status).toBe(200);
    });

    it('still refuses a malformed or poisoned non-empty body, and a create without a body', async () => {
      const chartId = await newChart('kept');
      const deleteWithBody = (body: string) =>
        rawRequest(`${base}/api/v1/chart/${chartId}`, 'DELETE', { ...auth, ...JSON_TYPE }, body);
      const malformed = await deleteWithBody('{"oops"');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe(
        "Body is not valid JSON but content-type is set to 'application/json'",
      );

      const poisoned = await deleteWithBody('{"__proto__": {"admin": true}}');
      expect(poisoned.status).toBe(400);

      const emptyCreate = await rawRequest(`${base}/api/v1/dashboard/`, 'POST', {
        ...auth,
        ...JSON_TYPE,
      });
      expect(emptyCreate.status).toBe(400);
      // The same answer as a create sent without any body: the schema names what is missing.
      expect(Object.keys(emptyCreate.body.message as Json)).toEqual(['body']);
      expect(
        await t.container.store.db
          .selectFrom('charts')
          .select('id')
          .where('id', '=', chartId)
          .executeTakeFirst(),
      ).toBeDefined();
    });
  },
);
