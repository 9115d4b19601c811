/**
 * The async events client of this page: the websocket on the page's own origin (authenticated by
 * the `async-token` cookie), `GET /api/v1/async_event/` for polling, the last event id in local
 * storage. Created on first use, so pages without async charts open no websocket.
 */
import { AsyncEventClient } from './asyncEventClient';
import { ASYNC_EVENT_URL, ASYNC_WEBSOCKET_PATH, LAST_EVENT_ID_KEY } from './asyncEventConstants';
import { isAsyncEvent, type AsyncEvent } from './asyncEventTypes';

/**
 * The last event id stored by an earlier page, read when this module loads: before this page
 * registers any job. Reading it later could pick up an id another open tab of the same user
 * stored after receiving this page's own event, which would then never be asked for.
 */
const lastIdAtLoad = readStoredLastId();

function readStoredLastId(): string | null {
  try {
    return window.localStorage.getItem(LAST_EVENT_ID_KEY);
  } catch {
    return null;
  }
}

let pageClient: AsyncEventClient | null = null;

export function pageAsyncEventClient(): AsyncEventClient {
  if (pageClient) return pageClient;
  const { protocol, host } = window.location;
  pageClient = new AsyncEventClient({
    transport: 'ws',
    websocketUrl: `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${ASYNC_WEBSOCKET_PATH}`,
    initialLastId: lastIdAtLoad,
    fetchEvents: fetchAsyncEvents,
    openSocket: (url) => new WebSocket(url),
    storage: window.localStorage,
    warn: (message, detail) => console.warn(message, detail),
  });
  return pageClient;
}

/** `GET /api/v1/async_event/?last_id=`: the caller's events after `lastId`. */
async function fetchAsyncEvents(lastId: string | null): Promise<AsyncEvent[]> {
  const query = lastId ? `?last_id=${encodeURIComponent(lastId)}` : '';
  const response = await fetch(`${ASYNC_EVENT_URL}${query}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (response.status !== 200) throw new Error(`Async events: status ${response.status}`);
  const body = (await response.json()) as { result?: unknown };
  return Array.isArray(body.result) ? body.result.filter(isAsyncEvent) : [];
}
