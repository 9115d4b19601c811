/**
 * Sends an upload with XMLHttpRequest rather than fetch, because only XHR reports how much of
 * the body has gone out (the progress bar). It follows the API's rules like the shared base
 * query: same-origin cookies, the CSRF header (fetched once more when the server says the token
 * went stale), JSON answers, and the server's own message on failure.
 */
import { errorMessage } from '../../api/errorMessage';
import { CSRF_HEADER } from '../../api/baseQuery';
import { isCsrfFailure } from '../../api/csrfPolicy';
import { csrfTokenCache, type CsrfTokenCache } from '../../api/csrfTokenCache';

/** The parts of XMLHttpRequest used here, so tests can drive a fake one. */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  readonly status: number;
  readonly responseText: string;
  upload: {
    onprogress:
      ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export interface UploadResult {
  table_name: string;
  schema: string;
  dataset_id: number;
  rows: number;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface SendUploadOptions {
  url: string;
  body: FormData;
  /** 0 to 100 as the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  createXhr?: () => UploadXhr;
  csrfTokens?: CsrfTokenCache;
}

interface Answer {
  status: number;
  body: unknown;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sendOnce(options: SendUploadOptions, token: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = options.createXhr
      ? options.createXhr()
      : (new XMLHttpRequest() as unknown as UploadXhr);
    xhr.open('POST', options.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new UploadError(errorMessage({ status: 'FETCH_ERROR' }), 0, null));
    xhr.onabort = () => reject(new UploadError('The upload was cancelled', 0, null));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.body);
  });
}

/** Sends the form; resolves with the server's result, rejects with an UploadError. */
export async function sendUpload(options: SendUploadOptions): Promise<UploadResult> {
  const tokens = options.csrfTokens ?? csrfTokenCache;
  let answer = await sendOnce(options, await tokens.get());
  if (isCsrfFailure(answer.status, answer.body)) {
    // The token belonged to an older session or expired: fetch a fresh one and retry once.
    tokens.invalidate();
    answer = await sendOnce(options, await tokens.get());
  }
  if (answer.status >= 200 && answer.status < 300) {
    const result = (answer.body as { result?: UploadResult } | null)?.result;
    if (result) return result;
  }
  throw new UploadError(
    errorMessage({ status: answer.status, data: answer.body }),
    answer.status,
    answer.body,
  );
}
