/**
 * Asking for a thumbnail: again after each 202 with growing pauses, up to a bounded number of
 * tries; the image once the server has it; null (so the card shows its fallback) for errors,
 * non-images and a render that never finishes; and no more asking once the card goes away.
 */
import { describe, expect, it } from 'vitest';
import {
  THUMBNAIL_MAX_ATTEMPTS,
  loadThumbnail,
  thumbnailRetryDelay,
  type ThumbnailLoaderDeps,
} from './loadThumbnail';

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

function answers(...responses: (() => Response)[]) {
  const waits: number[] = [];
  let calls = 0;
  const deps: ThumbnailLoaderDeps = {
    fetch: () => {
      const next = responses[Math.min(calls, responses.length - 1)]!;
      calls += 1;
      return Promise.resolve(next());
    },
    wait: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
  return { deps, waits, calls: () => calls };
}

const pending = () => new Response(JSON.stringify({ message: 'OK Async' }), { status: 202 });
const image = () => new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } });

describe('loadThumbnail', () => {
  it('asks again after each 202, backing off, and returns the image', async () => {
    const { deps, waits, calls } = answers(pending, pending, pending, image);
    const blob = await loadThumbnail('/thumb', new AbortController().signal, deps);
    expect(blob?.type).toBe('image/png');
    expect(calls()).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('gives up after a bounded number of tries', async () => {
    const { deps, waits, calls } = answers(pending);
    expect(await loadThumbnail('/thumb', new AbortController().signal, deps)).toBeNull();
    expect(calls()).toBe(THUMBNAIL_MAX_ATTEMPTS);
    expect(waits).toHaveLength(THUMBNAIL_MAX_ATTEMPTS - 1);
    expect(Math.max(...waits)).toBe(10_000);
  });

  it('returns null for error answers and bodies that are not images', async () => {
    const signal = new AbortController().signal;
    const notFound = () => new Response('{"message":"Not found"}', { status: 404 });
    expect(await loadThumbnail('/thumb', signal, answers(notFound).deps)).toBeNull();
    const failed = () => new Response('{"message":"no Chromium"}', { status: 503 });
    expect(await loadThumbnail('/thumb', signal, answers(failed).deps)).toBeNull();
    const html = () =>
      new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } });
    expect(await loadThumbnail('/thumb', signal, answers(html).deps)).toBeNull();
  });

  it('stops asking once aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    const deps: ThumbnailLoaderDeps = {
      fetch: () => {
        calls += 1;
        return Promise.resolve(pending());
      },
      wait: (_ms, signal) => {
        controller.abort();
        return Promise.reject(signal.reason as Error);
      },
    };
    await expect(loadThumbnail('/thumb', controller.signal, deps)).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it('waits 1, 2, 4 and 8 seconds, then 10 seconds each time', () => {
    expect([1, 2, 3, 4, 5, 6].map(thumbnailRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
