/**
 * The tile servers the server configured (DECKGL_BASE_MAP in the start-up data). Read from the
 * app's store when the chart is drawn inside the app; a chart drawn outside it has none.
 */
import { useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import { bootstrapApi } from '../../../bootstrap/bootstrapApi';
import type { TileServer } from './baseMap';

const NO_SERVERS: readonly TileServer[] = [];
const selectBootstrap = bootstrapApi.endpoints.getBootstrapData.select();

export function useTileServers(): readonly TileServer[] {
  const context = useContext(ReactReduxContext);
  if (!context) return NO_SERVERS;
  const state = context.store.getState() as Parameters<typeof selectBootstrap>[0];
  return selectBootstrap(state).data?.conf.DECKGL_BASE_MAP ?? NO_SERVERS;
}
