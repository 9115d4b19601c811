import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryContext } from '@panorama/core/query/query-object';
import { CHART_DATA_BATCH_PATH } from '@panorama/core/query/chart-data-batch';
import { fetchChartDataBatched, sendQueuedChartData } from './chartDataBatch';
import { ChartDataError } from './chartDataClient';

const context = (id: number) =>
  ({ datasource: { id, type: 'table' }, queries: [{ metrics: ['count'] }] }) as QueryContext;

/** A streamed NDJSON answer, cut into the given pieces (possibly mid-line). */
function streamed(pieces: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'application/x-ndjson' } });
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; body: unknown; signal: AbortSignal | null | undefined }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)), signal: init.signal });
      return Promise.resolve(answer(url, init));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchChartDataBatched', () => {
  it('sends the charts asking in one turn as one request and settles each from its own line', async () => {
    const calls = stubFetch(() =>
      streamed([
        line({ index: 1, status: 200, result: [{ rowcount: 2 }] }),
        '{"index":0,"stat',
        'us":200,"result":[{"rowcount":1}]}\n',
        line({ index: 2, status: 404, message: 'Not found' }),
      ]),
    );
    const first = fetchChartDataBatched(context(1), { savedChartId: 11 });
    const second = fetchChartDataBatched(context(2), { savedChartId: 12, force: true });
    const third = fetchChartDataBatched(context(3));

    await expect(first).resolves.toEqual([{ rowcount: 1 }]);
    await expect(second).resolves.toEqual([{ rowcount: 2 }]);
    const error = await third.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChartDataError);
    expect((error as ChartDataError).message).toBe('Not found');
    expect((error as ChartDataError).status).toBe(404);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(CHART_DATA_BATCH_PATH);
    expect(calls[0]?.body).toEqual({
      requests: [
        { query_context: context(1), slice_id: 11 },
        { query_context: context(2), slice_id: 12, force: true },
        { query_context: context(3) },
      ],
    });
  });

  it('sends what is queued at once when asked, before the turn ends', async () => {
    const calls = stubFetch(() =>
      streamed([
        line({ index: 0, status: 200, result: [] }),
        line({ index: 1, status: 200, result: [] }),
      ]),
    );
    const both = [fetchChartDataBatched(context(1)), fetchChartDataBatched(context(2))];
    sendQueuedChartData();
    expect(calls).toHaveLength(1);
    await Promise.all(both);
    // Nothing left for the end of the turn to send.
    expect(calls).toHaveLength(1);
  });

  it('sends a lone chart to the single endpoint', async () => {
    const calls = stubFetch(
      () =>
        new Response(JSON.stringify({ result: [{ rowcount: 5 }] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(fetchChartDataBatched(context(1), { savedChartId: 7 })).resolves.toEqual([
      { rowcount: 5 },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      `/api/v1/chart/data?form_data=${encodeURIComponent('{"slice_id":7}')}`,
    );
  });

  it('fails every chart with the server message when the whole request is refused', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ message: 'Not authorized' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const both = [fetchChartDataBatched(context(1)), fetchChartDataBatched(context(2))];
    for (const promise of both) await expect(promise).rejects.toThrow('Not authorized');
  });

  it('fails the charts left waiting with a network error when the answer ends early', async () => {
    stubFetch(() => streamed([line({ index: 0, status: 200, result: [] }), '{"index":1,']));
    const done = fetchChartDataBatched(context(1));
    const cut = fetchChartDataBatched(context(2));
    await expect(done).resolves.toEqual([]);
    await expect(cut).rejects.toThrow('Network error.');
  });

  it('rejects an aborted chart at once, and aborts the request only when every chart did', async () => {
    let release: (response: Response) => void = () => undefined;
    const calls = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const stopFirst = new AbortController();
    const stopSecond = new AbortController();
    const first = fetchChartDataBatched(context(1), { signal: stopFirst.signal });
    const second = fetchChartDataBatched(context(2), { signal: stopSecond.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));

    stopFirst.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]?.signal?.aborted).toBe(false);

    stopSecond.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]?.signal?.aborted).toBe(true);
    release(streamed([]));
  });
});
