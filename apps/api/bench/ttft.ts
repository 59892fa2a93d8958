// Time to first token under load: the time from sending a chat message (tRPC, streamed as JSON lines over real
// HTTP) to the first piece of the reply, alone and with 20 people sending at once. The server runs in a process of
// its own, as in production (its own database pools: requests, and the job worker's), so the bench's 20 clients
// don't share its event loop. The offline mentor writes at its normal pace, so replies overlap like real ones, and
// the work after each reply (title, summary) runs meanwhile on the job queue.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb } from '@mentor/db/testing';
import { startApiProcess } from '../test/api-process';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function ttftUnderLoad(target: 'pglite' | 'postgres', concurrency = 20): Promise<void> {
  const testDb = target === 'postgres' ? await createTestDb({ target }) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'mentor-ttft-'));
  const server = await startApiProcess(
    testDb?.url ? { DATABASE_URL: testDb.url } : { DATA_DIR: dataDir, DATABASE_URL: '' },
  );
  const base = server.url;
  try {
    const people = await Promise.all(
      Array.from({ length: concurrency }, async (_, i) => {
        const headers = { origin: base, 'content-type': 'application/json' };
        const email = `ttft${i}@example.com`;
        await fetch(`${base}/api/auth/register`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            email,
            password: 'bench password',
            firstName: 'Bench',
            lastName: `Person ${i}`,
          }),
        });
        // Sign-up signs nobody in: sign in with the same password.
        const reg = await fetch(`${base}/api/login`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, password: 'bench password' }),
        });
        const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0]!;
        return { cookie };
      }),
    );
    const newSession = async (cookie: string): Promise<string> => {
      const res = await fetch(`${base}/api/chat/sessions`, {
        method: 'POST',
        headers: { origin: base, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ mentorId: 'founder', title: 'Bench' }),
      });
      return ((await res.json()) as { id: string }).id;
    };
    /** Sends one message; resolves with the ms to the first piece of the reply, after reading the whole answer. */
    const send = async (cookie: string, sessionId: string, message: string): Promise<number> => {
      const started = performance.now();
      const res = await fetch(`${base}/api/trpc/chat.send?batch=1`, {
        method: 'POST',
        headers: {
          origin: base,
          cookie,
          'content-type': 'application/json',
          'trpc-accept': 'application/jsonl',
        },
        body: JSON.stringify({ 0: { sessionId, message } }),
      });
      let first = 0;
      let text = '';
      const decoder = new TextDecoder();
      for await (const chunk of res.body!) {
        text += decoder.decode(chunk);
        if (!first && text.includes('"delta"')) first = performance.now() - started;
      }
      if (!first) throw new Error(`no reply came (${res.status}): ${text.slice(0, 300)}`);
      return first;
    };

    const alone: number[] = [];
    const soloSession = await newSession(people[0]!.cookie);
    for (let i = 0; i < 6; i += 1)
      alone.push(
        await send(people[0]!.cookie, soloSession, `How should I plan week ${i + 1} of the launch?`),
      );
    const together: number[] = [];
    const rounds: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const sessions = await Promise.all(people.map((p) => newSession(p.cookie)));
      const times = await Promise.all(
        people.map((p, i) =>
          send(p.cookie, sessions[i]!, `We launch in ${round + 2} weeks: what should I cut?`),
        ),
      );
      together.push(...times);
      rounds.push(median(times));
    }
    const a = median(alone.slice(1));
    const t = median(together);
    console.log(
      `\n${target}: time to first token, median: ${a.toFixed(1)} ms alone, ${t.toFixed(1)} ms with ${concurrency} ` +
        `sending at once: ${(t / a).toFixed(2)}x (target at most 2x); medians of the rounds ${rounds.map((r) => r.toFixed(0)).join(', ')} ms`,
    );
  } finally {
    await server.stop();
    await testDb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
