import multipart from '@fastify/multipart';
import {
  AUDIO_FORMATS,
  MESSAGES,
  TRANSCRIBE_MAX_BYTES,
  speakInputSchema,
  transcriptionSchema,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseBody, sendError } from '../../lib/rest';
import type { RouteDoc } from '../../lib/route-doc';
import type { AppServices } from '../../trpc/context';
import { speakText, takeVoiceRequest, transcribeRecording } from './voice.service';

/** Room for the multipart framing around the file (boundaries, part headers) before a request is refused unread. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Aborted when the client goes away before the answer is complete. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The one audio file of a multipart upload, read into memory up to TRANSCRIBE_MAX_BYTES (never to disk). */
async function readUpload(req: FastifyRequest): Promise<Uint8Array> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > TRANSCRIBE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.transcription.tooLarge });
  }
  if (!req.isMultipart()) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.transcription.missingFile });
  }
  try {
    const part = await req.file({
      limits: { fileSize: TRANSCRIBE_MAX_BYTES, files: 1, fields: 10, parts: 12 },
    });
    if (!part) throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.transcription.missingFile });
    const bytes = await part.toBuffer();
    if (bytes.length === 0)
      throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.transcription.noAudio });
    return bytes;
  } catch (error) {
    if (error instanceof TRPCError) throw error;
    const code = (error as FastifyError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.transcription.tooLarge });
    }
    // A malformed or cut-off multipart body, too many parts, a prototype-named field: the upload is not usable.
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.transcription.invalidFormat, cause: error });
  }
}

const VOICE_LIMIT = 'Too many voice requests in the last minute: `Retry-After` says when to try again.';

const TRANSCRIBE_DOC: RouteDoc = {
  tag: 'Voice',
  summary: 'A recorded question to text',
  description: `One audio file (${AUDIO_FORMATS.join(', ')}; recognised by its content), at most 25 MiB.`,
  otherBody: {
    contentType: 'multipart/form-data',
    schema: z.object({ file: z.string().meta({ format: 'binary', description: 'The recording.' }) }),
    description: 'The recording as a multipart upload with one file.',
  },
  response: transcriptionSchema,
  errors: {
    400: 'No file, no audio in it, or a format that is not recognised.',
    413: 'The recording is larger than 25 MiB.',
    429: VOICE_LIMIT,
    500: 'The transcription failed.',
    503: 'Transcription is not available on this server, or the database is not answering.',
  },
};

const SPEAK_DOC: RouteDoc = {
  tag: 'Voice',
  summary: 'A reply read aloud',
  body: speakInputSchema,
  example: { body: { text: 'Start with the outcome you want.', voice: 'alloy' } },
  response: {
    contentType: ['audio/mpeg', 'audio/wav'],
    schema: z.string().meta({ format: 'binary' }),
    description: 'The audio: MP3 from the AI provider, WAV from the built-in voice.',
  },
  errors: {
    429: VOICE_LIMIT,
    502: 'The AI provider failed.',
    503: 'Speech is not available on this server.',
  },
};

/**
 * POST /api/voice/transcribe (multipart, one audio file -> `{ text }`) and POST /api/voice/speak (`{ text, voice }`
 * -> audio). They answer binary or take an upload, so they are plain routes rather than procedures; the rules are
 * in voice.service.ts. Signed out answers 401 before anything is read; a foreign Origin is refused by the security
 * plugin (403). The capabilities are the `voice.capabilities` procedure.
 */
export function registerVoiceRoutes(app: FastifyInstance, services: AppServices): void {
  const context = (req: FastifyRequest, reply: FastifyReply) => ({
    db: services.db,
    ai: services.ai,
    clock: services.clock,
    log: req.log,
    signal: clientGone(reply),
  });
  const signedIn = (req: FastifyRequest) => {
    if (!req.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.generic.unauthorized });
    return req.user;
  };

  void app.register(async (scope) => {
    // Only these routes read multipart bodies; everywhere else such a body stays an unsupported content type.
    await scope.register(multipart, { limits: { fileSize: TRANSCRIBE_MAX_BYTES, files: 1 } });

    scope.post(
      '/api/voice/transcribe',
      { config: { auth: 'user', doc: TRANSCRIBE_DOC } },
      async (req, reply) => {
        try {
          const user = signedIn(req);
          await takeVoiceRequest(services.rates, user, services.clock.now());
          const audio = await readUpload(req);
          const result = await transcribeRecording(context(req, reply), user, audio);
          return reply.header('cache-control', 'no-store').send(result);
        } catch (error) {
          if (error instanceof TRPCError && error.code === 'INTERNAL_SERVER_ERROR') {
            // The provider's failure goes to the log; the person reads the spec's transcription message.
            req.log.error({ err: error.cause ?? error }, 'transcription failed');
            return reply.code(500).send({ message: error.message });
          }
          return sendError(req, reply, error);
        }
      },
    );

    scope.post('/api/voice/speak', { config: { auth: 'user', doc: SPEAK_DOC } }, async (req, reply) => {
      try {
        const user = signedIn(req);
        const input = parseBody(speakInputSchema, req);
        await takeVoiceRequest(services.rates, user, services.clock.now());
        const { audio, contentType } = await speakText(context(req, reply), user, input);
        return reply
          .header('content-type', contentType)
          .header('cache-control', 'no-store')
          .send(Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength));
      } catch (error) {
        return sendError(req, reply, error);
      }
    });
  });
}
