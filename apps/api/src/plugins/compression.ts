import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@mentor/validation';

/**
 * Responses are compressed (brotli, else gzip) when the client accepts it and the body is 1 KB or more: JSON above
 * all. Brotli runs at quality 4, fast enough to do per request. The web app's assets are compressed once at build
 * time instead (vite.config.ts writes .br and .gz beside each file; the static plugin serves them as they are).
 * A streamed tRPC answer (a chat reply read as JSON lines) is not compressed: its chunks are small and must reach
 * the reader as they are written, not when a compressor's buffer fills. Compressed request bodies are refused (415).
 */
/** A Content-Encoding that says the body is sent as it is (absent, empty or `identity`). */
const isIdentity = (encoding: string | undefined) =>
  encoding === undefined || /^\s*(identity\s*)?$/i.test(encoding);

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    if (req.headers['trpc-accept'] === 'application/jsonl') req.headers['x-no-compression'] = '1';
    // Request bodies are never compressed by the web app, and none of the api's bodies gains from it (JSON of at
    // most 1 MiB, audio that is compressed already). An inflated body could be far larger than what arrived (100 MiB
    // of spaces is 100 KB of gzip), so it is refused before a byte of it is read; the connection then closes rather
    // than reading the rest of the body.
    if (!isIdentity(req.headers['content-encoding'])) {
      return reply.code(415).header('connection', 'close').send({ message: MESSAGES.generic.compressedBody });
    }
  });
  await app.register(compress, {
    global: true,
    // Compression of answers only: request bodies are not inflated (compressed ones are refused above).
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
