/**
 * The async events state machine with fake timers: polling every 500 ms from the last event id,
 * the websocket reopened 2500 ms after each failure up to 6 times then polling, unmatched events
 * retried up to 6 times at 100 ms multiples, and waitForAsyncData resolving from result_url on
 * 'done', rejecting on 'error' and on abort.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AsyncEventClient, type EventSocket } from './asyncEventClient';
import type { AsyncEvent, AsyncJobMetadata } from './asyncEventTypes';
import { LAST_EVENT_ID_KEY } from './asyncEventConstants';
import { waitForAsyncData } from './waitForAsyncData';

function done(jobId: string, id: string): AsyncEvent {
  return { id, job_id: jobId, status: 'done', result_url: `/api/v1/chart/data/${jobId}` };
}

class FakeSocket implements EventSocket {
  readyState = 0;
  private readonly handlers = new Map<string, ((message: { data: unknown }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (message: { data: unknown }) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  emit(type: 'open' | 'close' | 'error' | 'message', data?: unknown): void {
    if (type === 'open') this.readyState = 1;
    if (type === 'close') this.readyState = 3;
    for (const handler of this.handlers.get(type) ?? []) handler({ data });
  }
  close(): void {
    if (this.readyState >= 2) return;
    this.readyState = 2;
    queueMicrotask(() => this.emit('close'));
  }
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function pollingClient(fetchEvents: (lastId: string | null) => Promise<AsyncEvent[]>) {
  return new AsyncEventClient({
    transport: 'polling',
    websocketUrl: 'ws://test/ws',
    fetchEvents,
    openSocket: () => {
      throw new Error('no websocket in polling mode');
    },
    storage: memoryStorage(),
  });
}

/** A websocket client whose sockets are kept, in the order opened; `onOpen` sees each one. */
function websocketClient(
  fetchEvents: (lastId: string | null) => Promise<AsyncEvent[]> = vi.fn(async () => []),
  onOpen: (socket: FakeSocket) => void = () => undefined,
) {
  const sockets: FakeSocket[] = [];
  const client = new AsyncEventClient({
    transport: 'ws',
    websocketUrl: 'ws://test/ws',
    fetchEvents,
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      onOpen(socket);
      return socket;
    },
  });
  return { client, sockets };
}

describe('AsyncEventClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls at once, then every 500 ms from the last event id, and stops when idle', async () => {
    const answers: AsyncEvent[][] = [[], [done('other', '5-0')], [done('job-1', '7-0')]];
    const fetchEvents = vi.fn(async () => answers.shift() ?? []);
    const client = pollingClient(fetchEvents);
    const listener = vi.fn();
    client.listen('job-1', listener);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    expect(fetchEvents).toHaveBeenLastCalledWith(null);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchEvents).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchEvents).toHaveBeenCalledTimes(3);
    expect(fetchEvents).toHaveBeenLastCalledWith('5-0');
    expect(listener).toHaveBeenCalledWith(done('job-1', '7-0'));

    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchEvents).toHaveBeenCalledTimes(3);
    client.close();
  });

  it('starts after the given last event id and stores each newer one', async () => {
    const storage = memoryStorage();
    const fetchEvents = vi.fn(async () => [done('job-1', '9-0')]);
    const client = new AsyncEventClient({
      transport: 'polling',
      websocketUrl: 'ws://test/ws',
      initialLastId: '3-1',
      fetchEvents,
      openSocket: () => new FakeSocket(''),
      storage,
    });
    client.listen('job-1', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchEvents).toHaveBeenCalledWith('3-1');
    expect(storage.getItem(LAST_EVENT_ID_KEY)).toBe('9-0');
    client.close();
  });

  it('opens the websocket from the last id and hands its events to the listener', async () => {
    const { client, sockets } = websocketClient();
    const listener = vi.fn();
    client.listen('job-1', listener);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('ws://test/ws?last_id=0-0');
    sockets[0]?.emit('open');
    sockets[0]?.emit('message', JSON.stringify(done('job-1', '4-0')));
    expect(listener).toHaveBeenCalledWith(done('job-1', '4-0'));
    // A second listener reuses the open socket.
    client.listen('job-2', () => undefined);
    expect(sockets).toHaveLength(1);
    client.close();
  });

  it('reopens a failed websocket 6 times, 2500 ms apart, then falls back to polling', async () => {
    const opened: number[] = [];
    const fetchEvents = vi.fn(async () => [] as AsyncEvent[]);
    const { client } = websocketClient(fetchEvents, (socket) => {
      opened.push(Date.now());
      queueMicrotask(() => socket.emit('error'));
    });
    const start = Date.now();
    client.listen('job-1', () => undefined);
    await vi.advanceTimersByTimeAsync(6 * 2500);
    expect(opened.map((at) => at - start)).toEqual([0, 2500, 5000, 7500, 10000, 12500, 15000]);
    expect(fetchEvents).not.toHaveBeenCalled();
    expect(client.currentTransport).toBe('ws');

    await vi.advanceTimersByTimeAsync(2499);
    expect(fetchEvents).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(client.currentTransport).toBe('polling');
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchEvents).toHaveBeenCalledTimes(2);
    expect(opened).toHaveLength(7);
    client.close();
  });

  it('counts websocket retries again after a successful open', async () => {
    const { client, sockets } = websocketClient();
    client.listen('job-1', () => undefined);
    for (let i = 0; i < 5; i += 1) {
      sockets.at(-1)?.emit('close');
      await vi.advanceTimersByTimeAsync(2500);
    }
    sockets.at(-1)?.emit('open');
    for (let i = 0; i < 6; i += 1) {
      sockets.at(-1)?.emit('close');
      await vi.advanceTimersByTimeAsync(2500);
    }
    expect(sockets).toHaveLength(12);
    expect(client.currentTransport).toBe('ws');
    client.close();
  });

  it('retries an unmatched event at 100 ms multiples until its listener appears', async () => {
    const client = pollingClient(async () => []);
    const early = done('job-late', '2-0');
    client.processEvents([early]);
    const listener = vi.fn();
    // Retries at 100, 300, 600 ms...: a listener registered at 250 ms gets it at 300 ms.
    await vi.advanceTimersByTimeAsync(250);
    client.listen('job-late', listener);
    await vi.advanceTimersByTimeAsync(49);
    expect(listener).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(listener).toHaveBeenCalledWith(early);
    client.close();
  });

  it('drops an unmatched event after 6 retries (2100 ms)', async () => {
    const warn = vi.fn();
    const client = new AsyncEventClient({
      transport: 'polling',
      websocketUrl: 'ws://test/ws',
      fetchEvents: async () => [],
      openSocket: () => new FakeSocket(''),
      warn,
    });
    client.processEvents([done('job-lost', '2-0')]);
    await vi.advanceTimersByTimeAsync(2099);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith('Async event without a listener, dropped', 'job-lost');
    const listener = vi.fn();
    client.listen('job-lost', listener);
    await vi.advanceTimersByTimeAsync(5000);
    expect(listener).not.toHaveBeenCalled();
    client.close();
  });
});

describe('waitForAsyncData', () => {
  const job: AsyncJobMetadata = {
    channel_id: 'c',
    job_id: 'job-1',
    user_id: 1,
    status: 'pending',
    result_url: '/api/v1/chart/data/abc',
  };

  function manualClient() {
    let deliver: ((event: AsyncEvent) => void) | null = null;
    const stop = vi.fn();
    return {
      client: {
        listen: (_jobId: string, listener: (event: AsyncEvent) => void) => {
          deliver = listener;
          return stop;
        },
      },
      deliver: (event: AsyncEvent) => deliver?.(event),
      stop,
    };
  }

  it("fetches the result from result_url on 'done'", async () => {
    const { client, deliver } = manualClient();
    const fetchResult = vi.fn(async () => [{ rowcount: 3 }]);
    const waiting = waitForAsyncData(job, { client, fetchResult });
    deliver(done('job-1', '1-0'));
    await expect(waiting).resolves.toEqual([{ rowcount: 3 }]);
    expect(fetchResult).toHaveBeenCalledWith('/api/v1/chart/data/job-1', undefined);
  });

  it("rejects with the event's messages on 'error'", async () => {
    const { client, deliver } = manualClient();
    const waiting = waitForAsyncData(job, { client, fetchResult: vi.fn() });
    deliver({
      id: '1-0',
      job_id: 'job-1',
      status: 'error',
      result_url: null,
      errors: [{ message: 'Column "x" does not exist' }],
    });
    await expect(waiting).rejects.toThrow('Column "x" does not exist');
  });

  it('stops listening and rejects with AbortError when aborted', async () => {
    const { client, stop } = manualClient();
    const controller = new AbortController();
    const waiting = waitForAsyncData(job, {
      client,
      fetchResult: vi.fn(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(stop).toHaveBeenCalled();
  });
});
