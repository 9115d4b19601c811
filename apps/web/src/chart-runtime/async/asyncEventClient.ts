/**
 * Delivery of async query events to the charts waiting for them: a chart registers a listener for
 * its job id; events arrive by websocket or by polling `GET /api/v1/async_event/?last_id=`, and
 * each goes to its job's listeners.
 *
 * - The transport starts with the first listener (the 202 that created it also set the
 *   `async-token` cookie the websocket authenticates with) and asks for the events after the last
 *   id seen, so an event published before the transport connected is not missed. The id is also
 *   stored (local storage) for the next page load.
 * - Polling asks every 500 ms while some job is awaited.
 * - A websocket that fails or closes is reopened after 2.5 s, up to 6 times in a row; after that
 *   the client falls back to polling for good.
 * - An event whose job has no listener yet (it can overtake the 202 that names the job) is
 *   retried up to 6 times, 100 ms, 200 ms, ... later, then dropped.
 */
import {
  FIRST_EVENT_ID,
  LAST_EVENT_ID_KEY,
  POLLING_DELAY_MS,
  UNMATCHED_EVENT_MAX_RETRIES,
  UNMATCHED_EVENT_RETRY_DELAY_MS,
  WEBSOCKET_MAX_RETRIES,
  WEBSOCKET_RETRY_DELAY_MS,
} from './asyncEventConstants';
import { isAsyncEvent, type AsyncEvent } from './asyncEventTypes';

export type AsyncTransport = 'ws' | 'polling';
export type AsyncEventListener = (event: AsyncEvent) => void;

/** The part of the browser's WebSocket the client uses. */
export interface EventSocket {
  readonly readyState: number;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (message: { data: unknown }) => void): void;
  close(): void;
}

export interface AsyncEventClientDeps {
  transport: AsyncTransport;
  /** Absolute `ws:`/`wss:` URL of the event websocket. */
  websocketUrl: string;
  pollingDelayMs?: number;
  /**
   * The id to start after: one read before this page registered any job (an event for one of its
   * jobs is newer). Null asks for every kept event of the channel.
   */
  initialLastId?: string | null;
  /** The caller's events after `lastId` (all kept ones when null). */
  fetchEvents(lastId: string | null): Promise<AsyncEvent[]>;
  openSocket(url: string): EventSocket;
  storage?: Pick<Storage, 'setItem'> | null;
  warn?: (message: string, detail?: unknown) => void;
}

/** WebSocket.CLOSING: states below it can still be closed. */
const SOCKET_CLOSING = 2;

export class AsyncEventClient {
  private readonly listeners = new Map<string, Set<AsyncEventListener>>();
  private readonly retries = new Map<string, number>();
  private transport: AsyncTransport;
  private readonly pollingDelayMs: number;
  private lastId: string | null;
  private started = false;
  /** True while a poll is in flight or the next one is scheduled. */
  private polling = false;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private socket: EventSocket | null = null;
  private socketRetries = 0;
  private socketTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly deps: AsyncEventClientDeps) {
    this.transport = deps.transport;
    this.pollingDelayMs = deps.pollingDelayMs ?? POLLING_DELAY_MS;
    this.lastId = deps.initialLastId ?? null;
  }

  /** Which transport delivers events now ('polling' after the websocket gave up). */
  get currentTransport(): AsyncTransport {
    return this.transport;
  }

  /** Calls `listener` with the job's event; answers the function that stops listening. */
  listen(jobId: string, listener: AsyncEventListener): () => void {
    let waiting = this.listeners.get(jobId);
    if (!waiting) this.listeners.set(jobId, (waiting = new Set()));
    waiting.add(listener);
    this.start();
    return () => {
      const current = this.listeners.get(jobId);
      current?.delete(listener);
      if (current?.size === 0) this.listeners.delete(jobId);
    };
  }

  /** Hands each event to its job's listeners, or retries it later when there are none yet. */
  processEvents(events: readonly AsyncEvent[]): void {
    for (const event of events) {
      const waiting = this.listeners.get(event.job_id);
      if (waiting && waiting.size > 0) {
        this.listeners.delete(event.job_id);
        this.retries.delete(event.job_id);
        for (const listener of waiting) listener(event);
      } else {
        this.retryUnmatched(event);
      }
      this.rememberLastId(event.id);
    }
  }

  close(): void {
    this.closed = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    if (this.socketTimer) clearTimeout(this.socketTimer);
    this.pollTimer = null;
    this.socketTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState < SOCKET_CLOSING) socket.close();
    this.listeners.clear();
  }

  private retryUnmatched(event: AsyncEvent): void {
    const attempt = (this.retries.get(event.job_id) ?? 0) + 1;
    if (attempt > UNMATCHED_EVENT_MAX_RETRIES) {
      this.retries.delete(event.job_id);
      this.deps.warn?.('Async event without a listener, dropped', event.job_id);
      return;
    }
    this.retries.set(event.job_id, attempt);
    setTimeout(() => {
      if (!this.closed) this.processEvents([event]);
    }, UNMATCHED_EVENT_RETRY_DELAY_MS * attempt);
  }

  private start(): void {
    if (this.closed) return;
    if (this.transport === 'ws') {
      if (!this.started) this.connect();
    } else {
      this.startPolling();
    }
    this.started = true;
  }

  private startPolling(): void {
    if (this.polling) return;
    this.polling = true;
    void this.poll();
  }

  /** One poll, then the next one after the polling delay while some job is still awaited. */
  private async poll(): Promise<void> {
    this.pollTimer = null;
    if (!this.closed && this.listeners.size > 0) {
      try {
        const events = await this.deps.fetchEvents(this.lastId);
        this.processEvents(events);
      } catch (error) {
        this.deps.warn?.('Fetching async events failed', error);
      }
    }
    // Idle: stop; the next listener starts polling again.
    if (this.closed || this.listeners.size === 0) {
      this.polling = false;
      return;
    }
    this.pollTimer = setTimeout(() => void this.poll(), this.pollingDelayMs);
  }

  private connect(): void {
    // Always from a known id: an event published before the socket opened is replayed.
    const url = `${this.deps.websocketUrl}?last_id=${encodeURIComponent(this.lastId ?? FIRST_EVENT_ID)}`;
    let socket: EventSocket;
    try {
      socket = this.deps.openSocket(url);
    } catch (error) {
      this.deps.warn?.('WebSocket could not be opened', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.socketRetries = 0;
    });
    socket.addEventListener('error', () => {
      if (socket.readyState < SOCKET_CLOSING) socket.close();
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    });
    socket.addEventListener('message', (message) => {
      try {
        const event: unknown = JSON.parse(String(message.data));
        if (isAsyncEvent(event)) this.processEvents([event]);
      } catch (error) {
        this.deps.warn?.('Unreadable async event', error);
      }
    });
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.socketTimer = setTimeout(() => {
      this.socketTimer = null;
      if (this.closed) return;
      this.socketRetries += 1;
      if (this.socketRetries <= WEBSOCKET_MAX_RETRIES) {
        this.connect();
        return;
      }
      this.deps.warn?.('WebSocket not available, falling back to async polling');
      this.transport = 'polling';
      this.startPolling();
    }, WEBSOCKET_RETRY_DELAY_MS);
  }

  private rememberLastId(id: string): void {
    this.lastId = id;
    try {
      this.deps.storage?.setItem(LAST_EVENT_ID_KEY, id);
    } catch {
      // Storage full or blocked: the id is still followed in memory.
    }
  }
}
