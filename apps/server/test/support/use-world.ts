/**
 * One test world per describe block: created before the block's first test and its app disposed
 * after its last. The returned object is filled in place when the block starts, so the block's
 * tests can close over it while it is being collected.
 */
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './test-app';

export function useWorld<World extends { t: TestApp }>(create: () => Promise<World>): World {
  const world = {} as World;
  beforeAll(async () => {
    Object.assign(world, await create());
  });
  afterAll(async () => {
    await world.t?.dispose();
  });
  return world;
}
