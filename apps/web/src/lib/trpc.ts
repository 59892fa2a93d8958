import type { AppRouter } from '@mentor/api';
// The zod-free half: this file is on the landing page's critical path.
import { TRPC_MAX_BATCH_SIZE } from '@mentor/validation/plain';
import { createTRPCClient, httpBatchLink, httpBatchStreamLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

const TRPC_URL = '/api/trpc';

/** `useTRPC()` gives typed queryOptions/mutationOptions/queryKey for every procedure of the api. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type AppTRPCClient = ReturnType<typeof createTrpcClient>;

/** Procedures whose answer streams (an async iterable read as it arrives): they go through httpBatchStreamLink. */
const STREAMING_PROCEDURES: ReadonlySet<string> = new Set([
  'chat.send',
  'chat.regenerate',
  'chat.editLast',
  'chat.continue',
]);

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * The tRPC client: batched HTTP at /api/trpc, always sending cookies; streaming procedures as JSON lines.
 * `options.fetch` lets the test render retire a finished test's client.
 */
export function createTrpcClient(options: { fetch?: FetchFn } = {}) {
  // The global fetch is looked up at call time so tests can stub it.
  const baseFetch: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fetchWithCookies: FetchFn = (input, init) => baseFetch(input, { ...init, credentials: 'include' });
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => STREAMING_PROCEDURES.has(op.path),
        // The api refuses a batch of more than TRPC_MAX_BATCH_SIZE procedures: larger ones are split.
        true: httpBatchStreamLink({ url: TRPC_URL, fetch: fetchWithCookies, maxItems: TRPC_MAX_BATCH_SIZE }),
        false: httpBatchLink({ url: TRPC_URL, fetch: fetchWithCookies, maxItems: TRPC_MAX_BATCH_SIZE }),
      }),
    ],
  });
}
