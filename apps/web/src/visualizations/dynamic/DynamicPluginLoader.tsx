/**
 * Starts loading dynamic plugins once per page load, as soon as a user is signed in and the
 * DYNAMIC_PLUGINS feature flag is on (the list endpoint needs a signed-in user). Renders nothing;
 * charts pick the plugins up through the registry.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectFeatureFlag } from '../../store/commonSlice';
import { selectCurrentUser } from '../../store/userSlice';
import { dynamicPluginStore } from './dynamicPluginStore';
import { dynamicPluginsApi } from './dynamicPluginsApi';
import { loadDynamicPlugins } from './loadDynamicPlugins';
import { exposeSharedModules } from './sharedModules';

export const DYNAMIC_PLUGINS_FLAG = 'DYNAMIC_PLUGINS';

let started = false;

/** The browser's module loader; the URL is data, so the bundler must leave it alone. */
function importBundle(url: string): Promise<unknown> {
  return import(/* @vite-ignore */ url) as Promise<unknown>;
}

export function DynamicPluginLoader(): null {
  const enabled = useAppSelector((state) => selectFeatureFlag(state, DYNAMIC_PLUGINS_FLAG));
  const signedIn = useAppSelector((state) => selectCurrentUser(state) !== null);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!enabled || !signedIn || started) return;
    started = true;
    exposeSharedModules();
    void loadDynamicPlugins({
      fetchPlugins: () =>
        dispatch(
          dynamicPluginsApi.endpoints.getDynamicPlugins.initiate(undefined, { subscribe: false }),
        ).unwrap(),
      importBundle,
      store: dynamicPluginStore,
      pageOrigin: window.location.origin,
    });
  }, [enabled, signedIn, dispatch]);

  return null;
}
