/** Loads a shipped map for a chart component; the chart draws once it is there. */
import { useEffect, useState } from 'react';
import type { MapAtlas } from './mapAtlas';

export type MapAtlasState =
  | { status: 'loading' }
  | { status: 'ready'; atlas: MapAtlas }
  | { status: 'failed'; message: string };

export function useMapAtlas(load: () => Promise<MapAtlas>): MapAtlasState {
  const [state, setState] = useState<MapAtlasState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (atlas) => {
        if (current) setState({ status: 'ready', atlas });
      },
      (error: unknown) => {
        if (current) {
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  return state;
}
