/**
 * The relying-party side of the authorization code flow, on openid-client. Every check of the
 * callback stands against one way of signing in as someone else: `state` ties the answer to the
 * browser that started the flow (no forged callbacks), the `iss` check keeps one provider's answer
 * from being replayed at another's callback, PKCE makes a stolen code useless without our secret
 * verifier, and the ID token's signature (checked against the provider's published keys), its
 * `iss`, `aud`, expiry and nonce claims prove it was minted by that provider, for us, now, for this
 * very attempt. Only then are the
 * user's claims read, from the ID token and the userinfo endpoint.
 */
import * as oidc from 'openid-client';
import { UnauthorizedError, ValidationError } from '@panorama/core/errors/app-error';
import type { OAuthProviderConfig } from '../../security/auth-config';
import type { ExternalIdentity } from '../security/external-users.service';

/** What the callback must find again: kept in the browser, encrypted (see oauth-flow-cookie.ts). */
export interface PendingSignIn {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  next: string;
}

/** Plain http is accepted only for a provider on this machine (a development or test provider). */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function opensIdConnect(provider: OAuthProviderConfig): boolean {
  return provider.scope.split(/\s+/).includes('openid');
}

export class OAuthClient {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(readonly provider: OAuthProviderConfig) {}

  /** Where to send the browser, and what the callback will need to check the answer. */
  async start(redirectUri: string, next: string): Promise<{ url: string; pending: PendingSignIn }> {
    const config = await this.config();
    const pending: PendingSignIn = {
      provider: this.provider.name,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      next,
    };
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: this.provider.scope,
      state: pending.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (opensIdConnect(this.provider)) parameters.nonce = pending.nonce;
    return { url: oidc.buildAuthorizationUrl(config, parameters).href, pending };
  }

  /** Checks the provider's answer at `callbackUrl` and returns who signed in. */
  async finish(callbackUrl: URL, pending: PendingSignIn): Promise<ExternalIdentity> {
    const returnedState = callbackUrl.searchParams.get('state');
    if (returnedState !== pending.state) {
      throw new ValidationError(
        'This sign-in answer does not belong to the sign-in this browser started (state does not match). Please sign in again.',
      );
    }
    const denied = callbackUrl.searchParams.get('error');
    if (denied) {
      const description = callbackUrl.searchParams.get('error_description');
      const why = description ? `${denied}: ${description}` : denied;
      throw new UnauthorizedError(`${this.provider.name} did not sign you in (${why}).`);
    }
    const config = await this.config();
    const openId = opensIdConnect(this.provider);
    let claims: Record<string, unknown>;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        ...(openId ? { expectedNonce: pending.nonce, idTokenExpected: true } : {}),
      });
      const idClaims = tokens.claims() as Record<string, unknown> | undefined;
      claims = { ...idClaims };
      if (config.serverMetadata().userinfo_endpoint) {
        const subject = typeof idClaims?.sub === 'string' ? idClaims.sub : oidc.skipSubjectCheck;
        const info = await oidc.fetchUserInfo(config, tokens.access_token, subject);
        claims = { ...info, ...claims };
      }
    } catch (err) {
      throw refusal(this.provider.name, err);
    }
    return this.identityFrom(claims);
  }

  private identityFrom(claims: Record<string, unknown>): ExternalIdentity {
    const { usernameClaim, emailClaim, groupsClaim, name } = this.provider;
    const username = claims[usernameClaim];
    if (typeof username !== 'string' || username.trim() === '') {
      throw new UnauthorizedError(`${name} did not say who you are (no "${usernameClaim}" claim).`);
    }
    const email = claims[emailClaim];
    if (typeof email !== 'string' || !email.includes('@')) {
      throw new UnauthorizedError(`${name} did not send your email (no "${emailClaim}" claim).`);
    }
    const groupsValue = claims[groupsClaim];
    const groups = Array.isArray(groupsValue)
      ? groupsValue.filter((g): g is string => typeof g === 'string')
      : typeof groupsValue === 'string'
        ? [groupsValue]
        : [];
    const fullName = typeof claims.name === 'string' ? claims.name.trim() : '';
    const given = typeof claims.given_name === 'string' ? claims.given_name : null;
    const family = typeof claims.family_name === 'string' ? claims.family_name : null;
    const [firstFromName = username, ...restOfName] = fullName ? fullName.split(/\s+/) : [];
    return {
      username: username.trim(),
      email,
      firstName: given ?? firstFromName,
      lastName: family ?? restOfName.join(' '),
      groups,
    };
  }

  /** The provider's endpoints and keys, discovered once (again after a failure). */
  private config(): Promise<oidc.Configuration> {
    this.configuration ??= this.load().catch((err: unknown) => {
      this.configuration = null;
      throw new UnauthorizedError(
        `${this.provider.name} cannot be reached to sign in right now (${(err as Error).message}).`,
      );
    });
    return this.configuration;
  }

  /**
   * ID tokens are checked against the provider's published keys even though they come straight
   * from its token endpoint: a token that no key of the provider signed is refused.
   */
  private async load(): Promise<oidc.Configuration> {
    const config = await this.discover();
    if (config.serverMetadata().jwks_uri) oidc.enableNonRepudiationChecks(config);
    return config;
  }

  private async discover(): Promise<oidc.Configuration> {
    const p = this.provider;
    const auth = p.clientSecret ? oidc.ClientSecretBasic(p.clientSecret) : oidc.None();
    const metadata = { client_id: p.clientId };
    if (p.serverMetadataUrl) {
      const url = new URL(p.serverMetadataUrl);
      const insecure = url.protocol === 'http:' && isLoopback(url);
      return oidc.discovery(url, p.clientId, metadata, auth, {
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
    }
    const authorize = new URL(p.authorizeUrl ?? '');
    const config = new oidc.Configuration(
      {
        issuer: p.issuer ?? authorize.origin,
        authorization_endpoint: authorize.href,
        token_endpoint: p.accessTokenUrl ?? '',
        ...(p.userinfoUrl ? { userinfo_endpoint: p.userinfoUrl } : {}),
        ...(p.jwksUri ? { jwks_uri: p.jwksUri } : {}),
      },
      p.clientId,
      metadata,
      auth,
    );
    if (authorize.protocol === 'http:' && isLoopback(authorize)) oidc.allowInsecureRequests(config);
    return config;
  }
}

/** The refusal a user is shown: what the provider said, or which ID token check failed. */
function refusal(provider: string, err: unknown): Error {
  if (err instanceof oidc.ResponseBodyError) {
    const why = err.error_description ? `${err.error}: ${err.error_description}` : err.error;
    return new UnauthorizedError(`${provider} refused the sign-in (${why}).`);
  }
  if (err instanceof oidc.AuthorizationResponseError) {
    return new UnauthorizedError(`${provider} did not sign you in: ${err.error}.`);
  }
  return new UnauthorizedError(
    `The sign-in answer from ${provider} was not accepted: ${mostPreciseMessage(err)}.`,
  );
}

/** openid-client wraps the failed check in a general message; the innermost error names it. */
function mostPreciseMessage(err: unknown): string {
  let current: unknown = err;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
