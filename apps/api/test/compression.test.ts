import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestDb, type TestDb } from '@mentor/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './helpers';

describe('compression', () => {
  let dir: string;
  let db: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const script = `console.log(${JSON.stringify('MentorAI '.repeat(400))});`;
  const rows = Array.from({ length: 100 }, (_, i) => ({
    id: i,
    text: `A reasonably long line of JSON number ${i}`,
  }));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mentor-compress-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'app-1.js'), script);
    // What the build writes beside each asset (vite.config.ts precompress).
    writeFileSync(join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', 'app-1.js.gz'), gzipSync(script));
    db = await createTestDb();
    app = await buildApp(testConfig({ webDistDir: dir }), { db: db.db });
    app.get('/api/rows', { config: { auth: 'public' } }, async () => ({ rows }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the pre-compressed brotli or gzip copy of an asset, or the file itself', async () => {
    const br = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses JSON answers of 1 KB or more', async () => {
    const res = await app.inject({ url: '/api/rows', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify({ rows }).length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual({ rows });

    const gz = await app.inject({ url: '/api/rows', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a streamed tRPC answer (JSON lines) uncompressed, so its chunks arrive as written', async () => {
    const res = await app.inject({
      url: '/api/rows',
      headers: { 'accept-encoding': 'br', 'trpc-accept': 'application/jsonl' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ rows });
  });
});
