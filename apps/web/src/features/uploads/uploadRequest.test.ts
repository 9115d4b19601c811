import { describe, expect, it } from 'vitest';
import { CsrfTokenCache } from '../../api/csrfTokenCache';
import { UploadError, sendUpload, type UploadXhr } from './uploadRequest';

interface Reply {
  status: number;
  body: unknown;
}

/** A scripted XMLHttpRequest: reports progress in quarters, then answers the next reply. */
function fakeXhrs(replies: Reply[]) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const create = (): UploadXhr => {
    const headers: Record<string, string> = {};
    let url = '';
    const xhr: UploadXhr = {
      withCredentials: false,
      status: 0,
      responseText: '',
      upload: { onprogress: null },
      onload: null,
      onerror: null,
      onabort: null,
      open: (_method, target) => {
        url = target;
      },
      setRequestHeader: (name, value) => {
        headers[name] = value;
      },
      abort: () => xhr.onabort?.(),
      send: () => {
        sent.push({ url, headers });
        const reply = replies.shift();
        for (const loaded of [25, 50, 75, 100])
          xhr.upload.onprogress?.({ loaded, total: 100, lengthComputable: true });
        queueMicrotask(() => {
          if (!reply) {
            xhr.onerror?.();
            return;
          }
          Object.assign(xhr, { status: reply.status, responseText: JSON.stringify(reply.body) });
          xhr.onload?.();
        });
      },
    };
    return xhr;
  };
  return { create, sent };
}

function tokens(...values: string[]) {
  let i = 0;
  return new CsrfTokenCache(() => Promise.resolve(values[Math.min(i++, values.length - 1)] ?? ''));
}

const result = { table_name: 'sales', schema: 'main', dataset_id: 9, rows: 3 };

describe('sending an upload', () => {
  it('sends the CSRF token, reports progress and resolves with the result', async () => {
    const { create, sent } = fakeXhrs([{ status: 201, body: { message: 'OK', result } }]);
    const progress: number[] = [];
    const answer = await sendUpload({
      url: '/api/v1/database/1/upload/',
      body: new FormData(),
      onProgress: (p) => progress.push(p),
      createXhr: create,
      csrfTokens: tokens('tok-1'),
    });
    expect(answer).toEqual(result);
    expect(progress).toEqual([25, 50, 75, 100]);
    expect(sent).toEqual([
      {
        url: '/api/v1/database/1/upload/',
        headers: { Accept: 'application/json', 'X-CSRFToken': 'tok-1' },
      },
    ]);
  });

  it('retries once with a fresh token when the server says the token is stale', async () => {
    const { create, sent } = fakeXhrs([
      { status: 400, body: { message: 'The CSRF token has expired.' } },
      { status: 201, body: { message: 'OK', result } },
    ]);
    await expect(
      sendUpload({
        url: '/u',
        body: new FormData(),
        createXhr: create,
        csrfTokens: tokens('old', 'new'),
      }),
    ).resolves.toEqual(result);
    expect(sent.map((s) => s.headers['X-CSRFToken'])).toEqual(['old', 'new']);
  });

  it("rejects with the server's message, field problems included", async () => {
    const { create } = fakeXhrs([
      { status: 422, body: { message: 'Table already exists.' } },
      { status: 400, body: { message: { file: ['File extension is not allowed.'] } } },
    ]);
    const options = { url: '/u', body: new FormData(), createXhr: create, csrfTokens: tokens('t') };
    const first = sendUpload(options);
    await expect(first).rejects.toBeInstanceOf(UploadError);
    await expect(first).rejects.toMatchObject({ status: 422, message: 'Table already exists.' });
    await expect(sendUpload(options)).rejects.toMatchObject({
      status: 400,
      message: 'file: File extension is not allowed.',
    });
  });

  it('reports a network failure in words', async () => {
    const { create } = fakeXhrs([]);
    await expect(
      sendUpload({ url: '/u', body: new FormData(), createXhr: create, csrfTokens: tokens('t') }),
    ).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });
});
