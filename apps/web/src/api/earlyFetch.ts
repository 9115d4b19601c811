/**
 * Responses requested before the code that needs them has loaded. A page that is opened directly
 * (a dashboard link, say) knows from its URL which API reads it will make; starting them while
 * the shell boots and the page's chunk downloads saves a full round trip after both. The page's
 * own RTK Query request for the same URL then takes the early response instead of sending
 * another request (`earlyAwareFetch`, the base query's fetch).
 *
 * Each early response is used once, only by a GET for exactly the same path, and only while
 * fresh: a page opened much later reads the server again.
 */

/** Older than this, an early response is not used (the page has been left or reloaded). */
const EARLY_RESPONSE_TTL_MS = 15_000;

interface EarlyResponse {
  response: Promise<Response>;
  startedAt: number;
}

const early = new Map<string, EarlyResponse>();

/**
 * Requests `path` (same origin, JSON) now, for a later `earlyAwareFetch` of the same path.
 * `onBody`, when given, also gets the parsed body of a successful response (read from a copy,
 * before the page sees the response), so work that depends on it can start even earlier.
 */
export function startEarlyFetch(path: string, onBody?: (body: unknown) => void): void {
  if (early.has(path)) return;
  const response = fetch(path, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  }).then((answer) => {
    if (onBody && answer.ok) {
      answer
        .clone()
        .json()
        .then(onBody)
        .catch(() => undefined);
    }
    return answer;
  });
  // A failure is reported when (and if) the page takes the response; never as unhandled here.
  response.catch(() => undefined);
  early.set(path, { response, startedAt: Date.now() });
}

/** The early response for `path` if one is waiting and fresh; removed either way. */
export function takeEarlyResponse(path: string, now = Date.now()): Promise<Response> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  return now - entry.startedAt <= EARLY_RESPONSE_TTL_MS ? entry.response : undefined;
}

/** `fetch` for the base query: a plain GET whose response was started early takes it. */
export function earlyAwareFetch(input: RequestInfo, init?: RequestInit): Promise<Response> {
  // Always a copy: the base query reads its own Request again after the call (a POST body
  // consumed by fetch would make that throw).
  const request = new Request(input, init);
  if (request.method === 'GET' && typeof window !== 'undefined') {
    const url = new URL(request.url, window.location.href);
    if (url.origin === window.location.origin) {
      const waiting = takeEarlyResponse(url.pathname + url.search);
      if (waiting) return waiting;
    }
  }
  return fetch(request);
}
