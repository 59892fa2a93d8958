// A real OpenID Connect provider (the `oidc-provider` package) on loopback, for the sign-in tests: one confidential
// client authenticating with client_secret_post, PKCE required, the email and profile claims, accounts from an
// in-memory map the test controls, and an interaction handler that signs in the account the test chose and grants
// consent programmatically (no HTML forms). Plus a tiny "browser" that follows the provider's redirects with fetch.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type InteractionResult, type KoaContext } from 'oidc-provider';

interface TestAccount {
  email?: string;
  /** Omitted: the provider sends no email_verified claim at all. */
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

/** What the next login interaction does: sign in this subject, or the user refuses ('deny'). */
type NextSignIn = { subject: string } | 'deny';

interface ProviderEvent {
  event: string;
  error: string;
  description: string | undefined;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The provider's accounts by subject; read at every token and userinfo request, so tests may change them. */
  accounts: Map<string, TestAccount>;
  nextSignIn: NextSignIn;
  /** The prompts the interaction handler answered, in order ('login', 'consent'). */
  interactions: string[];
  /** Every request path the provider served (e.g. '/token', '/me'). */
  requests: string[];
  /** Errors the provider reported (token endpoint refusals, authorization errors, server errors). */
  errors: ProviderEvent[];
  close(): Promise<void>;
}

export async function startOidcProvider(options: {
  publicUrl: string;
  /** oidc-provider's default (true) puts scope claims in userinfo only, not in the ID token of the code flow. */
  conformIdTokenClaims?: boolean;
}): Promise<TestOidcProvider> {
  let listener: RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => listener(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const clientId = 'mentor-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const redirectUri = `${options.publicUrl}/api/auth/oidc/callback`;
  const accounts = new Map<string, TestAccount>();
  const interactions: string[] = [];
  const requests: string[] = [];
  const errors: ProviderEvent[] = [];

  // Fresh signing keys for this provider (ID tokens are RS256 by default), not the package's development keys.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    conformIdTokenClaims: options.conformIdTokenClaims ?? true,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    async findAccount(_ctx, sub) {
      if (!accounts.has(sub)) return undefined;
      return {
        accountId: sub,
        async claims() {
          const account = accounts.get(sub) ?? {};
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            given_name: account.givenName,
            family_name: account.familyName,
          };
        },
      };
    },
    async renderError(ctx, out) {
      ctx.body = { error: out.error, error_description: out.error_description };
    },
  });

  for (const event of [
    'authorization.error',
    'grant.error',
    'userinfo.error',
    'discovery.error',
    'server_error',
  ]) {
    provider.on(event, (_ctx, error) => {
      errors.push({ event, error: error.error ?? error.message, description: error.error_description });
    });
  }

  provider.use(async (ctx, next) => {
    requests.push(ctx.path);
    await next();
  });

  // The interaction pages: instead of rendering a login or consent form, answer the prompt the way the test chose.
  const state = { nextSignIn: 'deny' as NextSignIn };
  provider.use(async (ctx: KoaContext, next) => {
    if (ctx.method !== 'GET' || !ctx.path.startsWith('/interaction/')) return next();
    ctx.set('cache-control', 'no-store');
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const prompt = details.prompt.name;
    interactions.push(prompt);
    let result: InteractionResult;
    if (prompt === 'login') {
      const choice = state.nextSignIn;
      result =
        choice === 'deny' || !accounts.has(choice.subject)
          ? { error: 'access_denied', error_description: 'End-User aborted interaction' }
          : { login: { accountId: choice.subject } };
    } else if (prompt === 'consent') {
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error('consent prompt without a signed-in account');
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ accountId, clientId: details.params.client_id });
      if (details.prompt.details.missingOIDCScope)
        grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(' '));
      if (details.prompt.details.missingOIDCClaims)
        grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
      const grantId = await grant.save();
      result = { consent: details.grantId ? {} : { grantId } };
    } else {
      ctx.status = 400;
      ctx.body = { error: `unexpected prompt ${prompt}` };
      return;
    }
    await provider.interactionFinished(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: prompt === 'consent',
    });
    ctx.respond = false; // interactionFinished wrote the 303 itself
  });

  listener = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    accounts,
    get nextSignIn() {
      return state.nextSignIn;
    },
    set nextSignIn(value: NextSignIn) {
      state.nextSignIn = value;
    },
    interactions,
    requests,
    errors,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** A browser's cookies for one origin: set by Set-Cookie, sent back on requests whose path they cover. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = val;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(val) <= Date.now()) expired = true;
      }
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies]
      .filter(
        ([, c]) =>
          url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }
}

/**
 * Follows the provider's redirects from `start` (the authorization URL) the way a browser does, carrying the
 * provider's cookies, until a redirect points at `callbackUrl`: answers that full URL (code, state, iss, or error).
 */
export async function followToCallback(
  start: string,
  callbackUrl: string,
  jar = new CookieJar(),
): Promise<URL> {
  let url = new URL(start);
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = jar.header(url);
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    jar.store(res.headers.getSetCookie());
    const location = res.headers.get('location');
    const body = await res.text();
    if (res.status < 300 || res.status > 399 || !location) {
      throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${body}`);
    }
    url = new URL(location, url);
    if (`${url.origin}${url.pathname}` === callbackUrl) return url;
  }
  throw new Error('too many redirects at the provider');
}

/** The S256 PKCE challenge of a verifier (RFC 7636). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
