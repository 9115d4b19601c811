/**
 * Modules the app shares with plugin bundles. A bundle that brought its own copy of React would
 * break hooks (two Reacts in one tree), so bundles are built with these modules as externals and
 * read them from `globalThis.panoramaSharedModules` (Superset's dynamic plugins share modules the
 * same way).
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';

export const SHARED_MODULES_GLOBAL = 'panoramaSharedModules';

export const SHARED_MODULES: Readonly<Record<string, unknown>> = Object.freeze({
  react: React,
  'react/jsx-runtime': jsxRuntime,
});

/** Publishes the shared modules once, before the first bundle is imported. */
export function exposeSharedModules(target: object = globalThis): void {
  if (SHARED_MODULES_GLOBAL in target) return;
  Object.defineProperty(target, SHARED_MODULES_GLOBAL, {
    value: SHARED_MODULES,
    writable: false,
    configurable: false,
    enumerable: false,
  });
}
