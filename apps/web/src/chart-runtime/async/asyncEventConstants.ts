/** Business constants of async query delivery (Superset's defaults) and where events come from. */

/** Polling default delay. */
export const POLLING_DELAY_MS = 500;
/** Websocket reconnections after a failure before falling back to polling. */
export const WEBSOCKET_MAX_RETRIES = 6;
/** Delay before each websocket reconnection ('Websocket failures retry after 2.5 s'). */
export const WEBSOCKET_RETRY_DELAY_MS = 2500;
/** An event that arrives before its job's listener is retried up to this many times... */
export const UNMATCHED_EVENT_MAX_RETRIES = 6;
/** ...after 100 ms, 200 ms, ... (multiples of this delay). */
export const UNMATCHED_EVENT_RETRY_DELAY_MS = 100;

export const ASYNC_EVENT_URL = '/api/v1/async_event/';
/** The server's websocket endpoint, on the page's own origin. */
export const ASYNC_WEBSOCKET_PATH = '/ws';
/** Where the last event id is remembered, so a reloaded page only asks for newer events. */
export const LAST_EVENT_ID_KEY = 'last_async_event_id';
/** The id before every event: asks the server to replay the channel's kept events. */
export const FIRST_EVENT_ID = '0-0';
