/**
 * Superset's page addresses lead to the same pages here (bookmarks and links copied from a
 * Superset instance), with their query strings, and never off the site.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSupersetPageRedirects } from '../../src/http/superset-page-urls';

const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });

beforeAll(async () => {
  // As the real app: the redirects declare zod response schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSupersetPageRedirects(app);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

async function locationOf(url: string): Promise<[number, string | undefined]> {
  const response = await app.inject({ method: 'GET', url });
  return [response.statusCode, response.headers.location as string | undefined];
}

describe('Superset page addresses', () => {
  it.each([
    ['/superset/dashboard/12/', '/dashboard/12/'],
    [
      '/superset/dashboard/sales/?native_filters_key=abc&standalone=2',
      '/dashboard/sales/?native_filters_key=abc&standalone=2',
    ],
    ['/superset/dashboard/12', '/dashboard/12/'],
    ['/superset/welcome/', '/'],
    ['/superset/sqllab/?savedQueryId=3', '/sqllab/?savedQueryId=3'],
    ['/superset/sqllab/history/', '/sqllab/history/'],
    ['/superset/explore/?slice_id=5', '/explore/?slice_id=5'],
    ['/superset/slice/5/', '/explore/?slice_id=5'],
    ['/tablemodelview/list/', '/dataset/list/'],
    ['/databaseview/list/?pageIndex=2', '/database/list/?pageIndex=2'],
    ['/savedqueryview/list/', '/savedquery/list/'],
    ['/users/list/', '/user/list/'],
    ['/roles/list/', '/role/list/'],
  ])('%s → %s', async (from, to) => {
    expect(await locationOf(from)).toEqual([302, to]);
  });

  it('re-encodes a slug, so the target stays a path of this site', async () => {
    expect(await locationOf('/superset/dashboard/%2F%2Fevil.example/')).toEqual([
      302,
      '/dashboard/%2F%2Fevil.example/',
    ]);
  });

  it('refuses a slice address that is not a chart id', async () => {
    expect((await locationOf('/superset/slice/abc/'))[0]).toBe(404);
  });
});
