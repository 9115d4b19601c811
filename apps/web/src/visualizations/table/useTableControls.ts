/**
 * The table's controls module (TableControls.tsx) when this table needs it: null while it
 * downloads (the first table with a search box or pages on the page), then the module, kept for
 * every later table.
 */
import { useEffect, useState } from 'react';
import type * as TableControls from './TableControls';

type TableControlsModule = typeof TableControls;

let loaded: TableControlsModule | null = null;
let pending: Promise<TableControlsModule> | null = null;

function loadTableControls(): Promise<TableControlsModule> {
  pending ??= import('./TableControls').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null; // the next table tries again
      throw error;
    },
  );
  return pending;
}

export function useTableControls(needed: boolean): TableControlsModule | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!needed || module) return undefined;
    let active = true;
    loadTableControls().then(
      (controls) => active && setModule(controls),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [needed, module]);
  return needed ? module : null;
}
