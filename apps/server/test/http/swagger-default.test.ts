/**
 * The API explorer (/swagger/v1) is off by default in production, as Superset's
 * FAB_API_SWAGGER_UI, and on by default elsewhere; SWAGGER_UI decides when it is set.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants, tempDir } from '../support/test-stores';

const STRONG_KEY = 'a-production-secret-key-that-is-long-enough-42';

describe('SWAGGER_UI default', () => {
  it('is off in production and on in development unless set', () => {
    const dir = tempDir();
    const production = { DATA_DIR: dir, NODE_ENV: 'production', SECRET_KEY: STRONG_KEY };
    expect(loadConfig(production).swaggerUi).toBe(false);
    expect(loadConfig({ ...production, SWAGGER_UI: 'true' }).swaggerUi).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'development' }).swaggerUi).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).swaggerUi).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SWAGGER_UI: 'false' }).swaggerUi).toBe(false);
  });
});

describe.each(await storeVariants())('API explorer on $name', (variant) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.dispose();
    t = undefined;
  });

  it('is not served by a production server unless SWAGGER_UI=true', async () => {
    t = await createTestApp(variant, { NODE_ENV: 'production', SECRET_KEY: STRONG_KEY });
    const off = await t.get('/swagger/v1');
    expect(off.statusCode).toBe(404);
    expect((await t.get('/swagger/v1/json')).statusCode).toBe(404);
    await t.dispose();

    t = await createTestApp(variant, {
      NODE_ENV: 'production',
      SECRET_KEY: STRONG_KEY,
      SWAGGER_UI: 'true',
    });
    const on = await t.get('/swagger/v1/json');
    expect(on.statusCode).toBe(200);
  });
});
