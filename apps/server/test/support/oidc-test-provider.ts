/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, for sign-in
 * tests: one confidential client, accounts with passwords and a `groups` claim, PKCE required,
 * and its own plain login page (name and password; consent is granted with the login; Cancel
 * answers access_denied, as a user declining at a real provider would get). Tests can
 * also have it hand out a tampered ID token, signed with its real key or with a stranger's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface TestAccount {
  password: string;
  email: string;
  name: string;
  groups: string[];
}

/** Changes the provider makes to the ID token it hands out next, to test that they are refused. */
export type IdTokenTampering =
  { kind: 'claims'; claims: Record<string, unknown> } | { kind: 'foreign-key' };

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Mutable: tests change a user's groups between sign-ins. */
  accounts: Map<string, TestAccount>;
  /** Set to tamper with every ID token from now on; null hands out honest ones. */
  tamper: IdTokenTampering | null;
  /** The OAUTH_PROVIDERS entry that points Panorama at this provider. */
  providerConfig(name: string, icon?: string): Record<string, unknown>;
  close(): Promise<void>;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;max-width:24rem;margin:4rem auto">${body}</body></html>`;
}

function loginForm(uid: string, problem: string): string {
  return page(
    'Test identity provider',
    `<h1>Test identity provider</h1>${problem ? `<p role="alert">${problem}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label>Username <input name="login" autocomplete="username" required></label><br>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label><br>
<button type="submit">Sign in to the provider</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>`,
  );
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestOidcProvider(options: {
  redirectUris: string[];
  accounts: Record<string, TestAccount>;
}): Promise<TestOidcProvider> {
  const accounts = new Map(Object.entries(options.accounts));
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://localhost:${port}`;
  const clientId = 'panorama';
  const clientSecret = 'test-client-secret-0123456789';

  const signing = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = {
    ...(await exportJWK(signing.privateKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
      groups: ['groups'],
    },
    features: { devInteractions: { enabled: false } },
    // Named lifetimes: the provider otherwise warns about each default on first use.
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          preferred_username: id,
          email: account.email,
          email_verified: true,
          name: account.name,
          groups: account.groups,
        }),
      };
    },
  });

  const handle: TestOidcProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    tamper: null,
    providerConfig: (name, icon = 'fa-key') => ({
      name,
      icon,
      token_key: 'access_token',
      remote_app: {
        client_id: clientId,
        client_secret: clientSecret,
        server_metadata_url: `${issuer}/.well-known/openid-configuration`,
        client_kwargs: { scope: 'openid email profile groups' },
      },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  // Rewrites the token endpoint's answer when a test asked for a tampered ID token.
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    const tampering = handle.tamper;
    if (ctx.path !== '/token' || !tampering || !body?.id_token) return;
    const claims = decodeJwt(body.id_token);
    const forged = tampering.kind === 'claims' ? { ...claims, ...tampering.claims } : claims;
    const key = tampering.kind === 'foreign-key' ? stranger.privateKey : signing.privateKey;
    ctx.body = {
      ...body,
      id_token: await new SignJWT(forged)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .sign(key),
    };
  });

  const providerCallback = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login|\/abort)?/.exec(req.url ?? '');
    if (!match) {
      void providerCallback(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (!match[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(loginForm(details.uid, ''));
        return;
      }
      if (match[2] === '/abort') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'End-User aborted interaction' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const form = await readForm(req);
      const login = form.get('login') ?? '';
      const account = accounts.get(login);
      if (!account || account.password !== form.get('password')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(loginForm(details.uid, 'Wrong username or password.'));
        return;
      }
      const grant = new provider.Grant({
        accountId: login,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: login }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((err: unknown) => {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(`interaction failed: ${(err as Error).message}`);
    });
  });

  return handle;
}
