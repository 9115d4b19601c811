/**
 * A browser's part of a sign-in with an identity provider, over real HTTP: follows redirects one
 * by one with fetch, keeps cookies per host as a browser does, and fills in the test provider's
 * login form. Hooks let a test tamper with the authorization request or the provider's answer on
 * their way through, as an attacker between the two could.
 */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, { value: string; path: string }>>();

  store(url: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const cookies = this.byHost.get(url.hostname) ?? new Map();
      this.byHost.set(url.hostname, cookies);
      const expires = attr('expires');
      const gone =
        attr('max-age') === '0' || value === '' || (expires && Date.parse(expires) < Date.now());
      if (gone) cookies.delete(name);
      else cookies.set(name, { value, path: attr('path') ?? '/' });
    }
  }

  header(url: URL): string {
    const cookies = this.byHost.get(url.hostname) ?? new Map();
    return [...cookies.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  get(hostname: string, name: string): string | undefined {
    return this.byHost.get(hostname)?.get(name)?.value;
  }

  delete(hostname: string, name: string): void {
    this.byHost.get(hostname)?.delete(name);
  }
}

export async function browserFetch(
  jar: CookieJar,
  url: URL,
  init: { method?: string; form?: URLSearchParams } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  const cookie = jar.header(url);
  if (cookie) headers.cookie = cookie;
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    redirect: 'manual',
    ...(init.form ? { body: init.form.toString() } : {}),
  });
  jar.store(url, response);
  return response;
}

export interface SignInOptions {
  appBase: string;
  provider: string;
  login: string;
  password: string;
  next?: string;
  jar?: CookieJar;
  /** Changes the authorization request the app sends the browser to. */
  tamperAuthorization?: (url: URL) => void;
  /** Changes the provider's answer before the browser brings it to the app. */
  tamperCallback?: (url: URL) => void;
  /** Runs just before the browser brings the answer back (e.g. to lose a cookie). */
  beforeCallback?: (jar: CookieJar) => void;
}

export interface SignInResult {
  /** The app's answer to the callback. */
  callback: Response;
  callbackBody: string;
  jar: CookieJar;
}

const MAX_HOPS = 20;

/** Goes through the whole sign-in and returns the app's answer at the callback. */
export async function signInWithProvider(options: SignInOptions): Promise<SignInResult> {
  const jar = options.jar ?? new CookieJar();
  const start = new URL(`/login/${options.provider}`, options.appBase);
  if (options.next !== undefined) start.searchParams.set('next', options.next);
  let response = await browserFetch(jar, start);
  let url = new URL(response.headers.get('location') ?? '', start);
  // Refused before reaching the provider (back to the app's login page, or an error answer).
  if (response.status !== 302 || url.origin === start.origin) {
    return { callback: response, callbackBody: await response.text(), jar };
  }
  options.tamperAuthorization?.(url);
  let formPosted = false;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    if (url.pathname.startsWith('/oauth-authorized/')) {
      options.tamperCallback?.(url);
      options.beforeCallback?.(jar);
      const callback = await browserFetch(jar, url);
      return { callback, callbackBody: await callback.text(), jar };
    }
    response = await browserFetch(jar, url);
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location') ?? '', url);
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || formPosted) {
      throw new Error(
        `The provider answered ${response.status} at ${url.href}: ${html.slice(0, 500)}`,
      );
    }
    formPosted = true;
    const form = new URLSearchParams({ login: options.login, password: options.password });
    const target = new URL(action, url);
    response = await browserFetch(jar, target, { method: 'POST', form });
    url = new URL(response.headers.get('location') ?? '', target);
  }
  throw new Error('Too many redirects during sign-in');
}

/**
 * What the login page this browser opens next says about the sign-in that failed (read once,
 * as the page does), or null when it has nothing to say.
 */
export async function signInFailureShown(
  jar: CookieJar,
  appBase: string,
): Promise<{ provider: string | null; reason: string } | null> {
  const response = await browserFetch(jar, new URL('/api/v1/security/login_options/', appBase));
  const body = (await response.json()) as {
    result: { sign_in_failure: { provider: string | null; reason: string } | null };
  };
  return body.result.sign_in_failure;
}
