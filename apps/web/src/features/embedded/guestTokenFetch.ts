/**
 * The embedded page authenticates every request to its own server with the guest token the host
 * page sent, in the header the embedding SDK's server expects. Every part of the app calls
 * `fetch` (RTK Query, chart data, exports), so the page wraps it once; requests to other origins
 * never carry the token. A refreshed token replaces the old one for every later request.
 */

export const GUEST_TOKEN_HEADER = 'X-GuestToken';

/**
 * How long a request refused with 401 waits for the host's next token before the refusal is
 * given back. The SDK refreshes tokens shortly before they expire, but a page that was slow to
 * start (or a laptop that slept) can send a request with a token that has just run out.
 */
export const GUEST_TOKEN_WAIT_MS = 15_000;

let currentToken: string | null = null;
let installed = false;
let tokenWaiters: Array<(token: string) => void> = [];

function isSameOrigin(input: RequestInfo | URL): boolean {
  const url = input instanceof Request ? input.url : String(input);
  return new URL(url, window.location.href).origin === window.location.origin;
}

function nextToken(): Promise<string | null> {
  return new Promise((resolve) => {
    const waiter = (token: string) => {
      clearTimeout(timer);
      resolve(token);
    };
    const timer = setTimeout(() => {
      tokenWaiters = tokenWaiters.filter((other) => other !== waiter);
      resolve(null);
    }, GUEST_TOKEN_WAIT_MS);
    tokenWaiters.push(waiter);
  });
}

export function setGuestToken(token: string): void {
  currentToken = token;
  const waiting = tokenWaiters;
  tokenWaiters = [];
  for (const waiter of waiting) waiter(token);
  if (installed) return;
  installed = true;
  window.fetch = withGuestToken(window.fetch.bind(window));
}

/**
 * `send` with the current guest token on requests to this server. A 401 is answered by sending
 * the request once more with a newer token (already here, or the next the host sends). A
 * `Request` object's body can be read only once, so such requests are not sent again.
 */
export function withGuestToken(send: typeof fetch): typeof fetch {
  const sendWith = (token: string, input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    headers.set(GUEST_TOKEN_HEADER, token);
    return send(input, { ...init, headers });
  };
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const token = currentToken;
    if (token === null || !isSameOrigin(input)) return send(input, init);
    const response = await sendWith(token, input, init);
    if (response.status !== 401 || input instanceof Request) return response;
    const newer = currentToken !== token ? currentToken : await nextToken();
    return newer === null ? response : sendWith(newer, input, init);
  };
}
