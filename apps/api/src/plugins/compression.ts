import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Responses are compressed (brotli, else gzip) when the client accepts it and the body is 1 KB or more: JSON above
 * all. Brotli runs at quality 4, fast enough to do per request. The web app's assets are compressed once at build
 * time instead (vite.config.ts writes .br and .gz beside each file; the static plugin serves them as they are).
 * A streamed tRPC answer (a chat reply read as JSON lines) is not compressed: its chunks are small and must reach
 * the reader as they are written, not when a compressor's buffer fills.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req) => {
    if (req.headers['trpc-accept'] === 'application/jsonl') req.headers['x-no-compression'] = '1';
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
