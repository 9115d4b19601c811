/**
 * One test app per describe block: created before the block's first test and disposed after its
 * last, with the admin's headers ready. The returned objects are filled in place when the block
 * starts, so the block's tests and helpers can close over them while it is being collected.
 */
import { afterAll, beforeAll } from 'vitest';
import type { BuildAppOptions } from '../../src/app';
import { createTestApp, type TestApp } from './test-app';
import type { StoreVariant } from './test-stores';

export interface TestAppSuite {
  t: TestApp;
  admin: Record<string, string>;
}

export function useTestApp(
  variant: StoreVariant,
  env: Record<string, string> = {},
  appOptions: Pick<BuildAppOptions, 'serveWeb' | 'onRoute'> = {},
): TestAppSuite {
  const suite: TestAppSuite = { t: {} as TestApp, admin: {} };
  let created: TestApp | undefined;
  beforeAll(async () => {
    created = await createTestApp(variant, env, appOptions);
    Object.assign(suite.t, created);
    Object.assign(suite.admin, await created.adminHeaders());
  });
  afterAll(async () => {
    await created?.dispose();
  });
  return suite;
}
