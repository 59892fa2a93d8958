import type { UserRow } from '@mentor/db';
import { NAME_MAX, emailSchema } from '@mentor/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { AppServices } from '../../trpc/context';
import * as accounts from '../account';
import * as repo from './repository';
import { createAccount, promoteConfiguredAdmin } from './auth.service';
import { sessions } from './session-changes';

/** The sign-in flow's cookie; Secure, it takes the `__Host-` prefix (which requires Path=/). */
const flowCookieName = (secure: boolean) => (secure ? '__Host-mentor_oidc' : 'mentor_oidc');
const FLOW_TTL_SECONDS = 600;
const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

export interface OidcClient {
  /**
   * Starts the authorization code flow with PKCE; answers the provider URL to redirect to. `loginHint` (a checked
   * email) is passed on as OpenID Connect's `login_hint`.
   */
  beginLogin(reply: FastifyReply, loginHint?: string | null): Promise<string>;
  /** Finishes the flow on the callback: the account found, linked by verified email, or created. */
  completeLogin(req: FastifyRequest, reply: FastifyReply): Promise<UserRow>;
}

interface FlowState {
  verifier: string;
  state: string;
  nonce: string;
}

export function createOidcClient(services: AppServices): OidcClient | null {
  const settings = services.config.oidc;
  if (!settings) return null;
  const redirectUri = `${services.config.publicUrl}${OIDC_CALLBACK_PATH}`;
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        { redirect_uris: [redirectUri] },
        client.ClientSecretPost(settings.clientSecret),
        settings.allowHttp ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      )
      .catch((error: unknown) => {
        discovered = undefined; // try again on the next sign-in
        throw error;
      });
    return discovered;
  };
  const secure = services.config.cookieSecure;
  const FLOW_COOKIE = flowCookieName(secure);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: secure ? '/' : '/api/auth/oidc',
  };

  return {
    async beginLogin(reply, loginHint) {
      const config = await configuration();
      const flow: FlowState = {
        verifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
      };
      void reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), { ...cookieOptions, maxAge: FLOW_TTL_SECONDS });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        ...(loginHint ? { login_hint: loginHint } : {}),
      });
      return url.href;
    },

    async completeLogin(req, reply) {
      const raw = req.cookies[FLOW_COOKIE];
      void reply.clearCookie(FLOW_COOKIE, cookieOptions);
      if (!raw) throw new Error('No sign-in in progress');
      const flow = JSON.parse(raw) as FlowState;
      const config = await configuration();
      const currentUrl = new URL(req.url, services.config.publicUrl);
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('The provider returned no ID token');
      const issuer = config.serverMetadata().issuer;
      const subject = idToken.sub;

      const identity = await repo.findOidcIdentity(services.db, issuer, subject);
      if (identity) {
        const user = await accounts.findUserById(services.db, identity.userId);
        if (user) return promoteConfiguredAdmin(services, user);
      }
      const claims = await profileClaims(config, tokens, idToken);
      const parsedEmail = emailSchema.safeParse(claims.email);
      const email = parsedEmail.success ? parsedEmail.data : null;
      const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
      if (!email || !emailVerified)
        throw new Error('The provider did not return a valid, verified email address');
      let user = await accounts.findUserByEmail(services.db, email);
      // The provider vouches for the address: no verification mail, and an account it links to is verified.
      user ??= await createAccount(
        services,
        {
          email,
          firstName: providerName(claims.given_name),
          lastName: providerName(claims.family_name),
          profileImageUrl: typeof claims.picture === 'string' ? claims.picture : null,
        },
        undefined,
        { emailVerified: true },
      );
      if (!user.emailVerifiedAt) {
        user = (await accounts.markEmailVerified(services.db, user.id, services.clock.now())) ?? user;
        sessions.invalidateUser(user.id);
      }
      await repo.insertOidcIdentity(services.db, { userId: user.id, issuer, subject, email });
      return promoteConfiguredAdmin(services, user);
    },
  };
}

/**
 * The claims an account is created or linked from. A provider that follows OpenID Connect Core 5.4 puts the
 * claims of the email and profile scopes in the UserInfo response, not in the ID token, when the flow issues an
 * access token (as the code flow does): fetch them there when the ID token lacks them (the subject must match).
 */
async function profileClaims(
  config: client.Configuration,
  tokens: client.TokenEndpointResponse,
  idToken: client.IDToken,
): Promise<Record<string, unknown>> {
  if (typeof idToken.email === 'string' && idToken.email_verified !== undefined) return idToken;
  if (!config.serverMetadata().userinfo_endpoint || !tokens.access_token) return idToken;
  const userInfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
  return { ...idToken, ...userInfo };
}

/** A name claim as the profile keeps it: trimmed, at most NAME_MAX characters, or null. */
function providerName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().slice(0, NAME_MAX);
  return name.length > 0 ? name : null;
}
