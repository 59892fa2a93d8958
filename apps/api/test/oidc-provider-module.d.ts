// oidc-provider ships no TypeScript types (and @types/oidc-provider is not installed): the small part of its API the
// loopback test provider (test/oidc-provider.ts) uses, as documented in the package's docs/README.md.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The Koa context the provider's middlewares see. */
  export interface KoaContext {
    method: string;
    path: string;
    status: number;
    body: unknown;
    respond: boolean;
    req: IncomingMessage;
    res: ServerResponse;
    set(field: string, value: string): void;
  }
  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: {
      name: string;
      reasons: string[];
      details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    };
    params: Record<string, unknown> & { client_id: string };
    session?: { accountId: string; uid: string };
    grantId?: string;
    returnTo: string;
  }

  export type InteractionResult =
    | { login?: { accountId: string }; consent?: { grantId?: string } }
    | { error: string; error_description?: string };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export interface ProviderError extends Error {
    error?: string;
    error_description?: string;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required: (ctx: KoaContext, client: unknown) => boolean };
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
    findAccount?: (ctx: KoaContext, sub: string) => Promise<Account | undefined>;
    renderError?: (ctx: KoaContext, out: Record<string, string>, error: Error) => Promise<void>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    /** Registers a Koa middleware that runs before the provider's own routes. */
    use(middleware: Middleware): this;
    /** The Node.js request listener (the Provider instance is a Koa application). */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: typeof Grant;
    on(event: string, listener: (ctx: KoaContext, error: ProviderError) => void): this;
  }

  export default Provider;
}
