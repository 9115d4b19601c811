import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { SHARED_MODULES_GLOBAL, exposeSharedModules } from './sharedModules';

describe('exposeSharedModules', () => {
  it('publishes the app’s React under a read-only global, once', () => {
    const target: Record<string, unknown> = {};
    exposeSharedModules(target);
    const shared = target[SHARED_MODULES_GLOBAL] as Record<string, unknown>;
    expect(shared.react).toBe(React);
    expect(typeof (shared['react/jsx-runtime'] as { jsx: unknown }).jsx).toBe('function');
    expect(() => {
      target[SHARED_MODULES_GLOBAL] = {};
    }).toThrow(TypeError);
    exposeSharedModules(target);
    expect(target[SHARED_MODULES_GLOBAL]).toBe(shared);
  });
});
