/**
 * How many async chart queries finished in a time window, read from the user's own event stream
 * (`GET /api/v1/async_event/?last_id=`): event ids are `<milliseconds>-<sequence>`, so asking
 * for the events after `<start>-0` and counting those stamped before the end gives the queries
 * the server (or its workers) ran in the window. The stream must keep that many events
 * (ASYNC_EVENT_STREAM_LIMIT).
 */
interface StreamEvent {
  id: string;
  status: 'done' | 'error';
}

export interface QueriesRun {
  done: number;
  failed: number;
}

export async function queriesRunDuring(
  baseUrl: string,
  headers: Record<string, string>,
  startedAt: number,
  endedAt: number,
): Promise<QueriesRun> {
  const run: QueriesRun = { done: 0, failed: 0 };
  let lastId = `${startedAt}-0`;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/v1/async_event/?last_id=${lastId}`, { headers });
    if (!res.ok) throw new Error(`GET /api/v1/async_event/ → ${res.status}: ${await res.text()}`);
    const { result } = (await res.json()) as { result: StreamEvent[] };
    if (result.length === 0) return run;
    for (const event of result) {
      if (Number(event.id.split('-')[0]) > endedAt) return run;
      if (event.status === 'done') run.done += 1;
      else run.failed += 1;
    }
    lastId = result[result.length - 1]?.id ?? lastId;
  }
}
