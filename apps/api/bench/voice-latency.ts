// `pnpm bench voice`: the hands-free voice conversation's latency, from the end of speech to the first audio of
// the reply: the utterance is posted (POST /api/voice/transcribe), its text sent with mode 'voice' (chat.send,
// streamed), and the reply's first complete sentence posted to POST /api/voice/speak as soon as it has streamed in,
// as the web app does; the figure stops at the speech's first bytes. Against the OpenAI-compatible stub (a model
// writing a word every 20 ms, the stub's transcription and speech answering at once) and against the offline mentor,
// whose server cannot transcribe (the browser's speech recognition gives the text, so its figure starts at the send)
// and which speaks with its local eSpeak NG voice. The server runs in a process of its own, as in production.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess } from '../test/api-process';
import { startOpenAiStub, STUB_API_KEY } from '../test/openai-stub';

const ROUNDS = 8;

/** One second of 16 kHz mono silence as a WAV: what the browser posts (the stub does not listen to it). */
function utteranceWav(): Blob {
  const samples = 16_000;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(16_000, 24);
  buffer.writeUInt32LE(32_000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  return new Blob([buffer], { type: 'audio/wav' });
}

/** The reply's first sentence once complete (as the web app's takeSentences: at least 24 characters). */
function firstSentence(text: string): string | null {
  const match = /^([\s\S]{24,}?[\p{L}"”’)\]*_][.!?…]+)\s/u.exec(text);
  return match ? match[1]!.replace(/[*_`#]/g, '').trim() : null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function measure(label: string, env: Record<string, string>, transcribes: boolean): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mentor-voice-bench-'));
  const server = await startApiProcess({ DATA_DIR: dataDir, DATABASE_URL: '', ...env });
  const base = server.url;
  try {
    const headers = { origin: base, 'content-type': 'application/json' };
    await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: 'voice@example.com',
        password: 'bench password',
        firstName: 'Voice',
        lastName: 'Bench',
      }),
    });
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'voice@example.com', password: 'bench password' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const authed = { origin: base, cookie };
    const session = await fetch(`${base}/api/chat/sessions`, {
      method: 'POST',
      headers: { ...authed, 'content-type': 'application/json' },
      body: JSON.stringify({ mentorId: 'career', title: 'Voice bench' }),
    });
    const sessionId = ((await session.json()) as { id: string }).id;

    const rows: { transcribed: number; firstSentence: number; firstAudio: number; replyDone: number }[] = [];
    for (let round = 0; round < ROUNDS + 1; round += 1) {
      const started = performance.now();
      let text = 'How do I ask my manager for a promotion?';
      let transcribed = 0;
      if (transcribes) {
        const form = new FormData();
        form.append('file', utteranceWav(), 'recording.wav');
        const res = await fetch(`${base}/api/voice/transcribe`, {
          method: 'POST',
          headers: authed,
          body: form,
        });
        if (!res.ok) throw new Error(`transcription failed: ${res.status} ${await res.text()}`);
        text = ((await res.json()) as { text: string }).text;
        transcribed = performance.now() - started;
      }
      const send = await fetch(`${base}/api/trpc/chat.send?batch=1`, {
        method: 'POST',
        headers: { ...authed, 'content-type': 'application/json', 'trpc-accept': 'application/jsonl' },
        body: JSON.stringify({ 0: { sessionId, message: text, mode: 'voice' } }),
      });
      let reply = '';
      let sentenceAt = 0;
      let spoken: Promise<number> | null = null;
      const decoder = new TextDecoder();
      let raw = '';
      for await (const chunk of send.body!) {
        raw += decoder.decode(chunk, { stream: true });
        reply = [...raw.matchAll(/"type":"delta","text":"((?:[^"\\]|\\.)*)"/g)]
          .map((m) => JSON.parse(`"${m[1]}"`) as string)
          .join('');
        const sentence: string | null = spoken ? null : firstSentence(reply);
        if (sentence) {
          sentenceAt = performance.now() - started;
          spoken = fetch(`${base}/api/voice/speak`, {
            method: 'POST',
            headers: { ...authed, 'content-type': 'application/json' },
            body: JSON.stringify({ text: sentence, voice: 'alloy' }),
          }).then(async (res) => {
            if (!res.ok) throw new Error(`speech failed: ${res.status} ${await res.text()}`);
            const reader = res.body!.getReader();
            await reader.read();
            const at = performance.now() - started;
            await reader.cancel();
            return at;
          });
        }
      }
      const replyDone = performance.now() - started;
      if (!spoken) throw new Error(`no sentence in the reply: ${raw.slice(0, 300)}`);
      const firstAudio = await spoken;
      if (round > 0) rows.push({ transcribed, firstSentence: sentenceAt, firstAudio, replyDone }); // round 0: warm-up
    }
    const m = (key: keyof (typeof rows)[number]) => Number(median(rows.map((r) => r[key])).toFixed(0));
    console.log(`\nvoice conversation, ${label} (median of ${ROUNDS} turns, ms from the utterance posted)`);
    console.table([
      {
        transcribed: transcribes ? m('transcribed') : 'browser',
        'first sentence streamed': m('firstSentence'),
        'first audio bytes': m('firstAudio'),
        'reply finished': m('replyDone'),
      },
    ]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function voiceLatency(): Promise<void> {
  const stub = await startOpenAiStub();
  stub.setReply(
    'That is a good step to take. First, list three wins from this quarter by Friday. Then book a short talk ' +
      'with your manager next week, and ask what the next level needs. What would you like to start with?',
  );
  stub.setChunkDelay(20);
  try {
    await measure(
      'OpenAI-compatible stub',
      { OPENAI_API_KEY: STUB_API_KEY, OPENAI_BASE_URL: stub.baseUrl },
      true,
    );
  } finally {
    await stub.close();
  }
  await measure('offline mentor (eSpeak NG voice)', { OPENAI_API_KEY: '' }, false);
}
