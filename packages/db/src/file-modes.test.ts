import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './index';

/** Every path under `dir` (itself included) with its permission bits. */
function modes(dir: string): Array<{ path: string; mode: number; isDir: boolean }> {
  const stat = statSync(dir);
  const out = [{ path: dir, mode: stat.mode & 0o777, isDir: stat.isDirectory() }];
  if (stat.isDirectory()) for (const name of readdirSync(dir)) out.push(...modes(join(dir, name)));
  return out;
}

const shared = (entries: ReturnType<typeof modes>) =>
  entries
    .filter((e) => (e.isDir ? e.mode !== 0o700 : e.mode !== 0o600))
    .map((e) => `${e.mode.toString(8)} ${e.path}`);

describe('the embedded database on disk', () => {
  let parent: string | undefined;
  afterEach(() => {
    if (parent) rmSync(parent, { recursive: true, force: true });
  });

  it('creates DATA_DIR 0700 and keeps every file of the database 0600 (no other user can read or write it)', async () => {
    parent = mkdtempSync(join(tmpdir(), 'mentor-modes-'));
    const dataDir = join(parent, 'data');
    const handle = await createDb({ dataDir });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      // While open too: the files written at start and by the migrations.
      expect(shared(modes(join(dataDir, 'pglite')))).toEqual([]);
    } finally {
      await handle.close();
    }
    const all = modes(dataDir);
    expect(all.length).toBeGreaterThan(100);
    expect(shared(all)).toEqual([]);
  });

  it('tightens the files of a database made before (world-writable ones included) when it opens', async () => {
    parent = mkdtempSync(join(tmpdir(), 'mentor-modes-'));
    const dataDir = join(parent, 'data');
    await (await createDb({ dataDir })).close();
    // As an older version left it: the folders open to all, the files 0666.
    for (const entry of modes(dataDir)) chmodSync(entry.path, entry.isDir ? 0o777 : 0o666);
    writeFileSync(join(dataDir, 'pglite', 'stray-file'), 'x', { mode: 0o666 });
    chmodSync(join(dataDir, 'pglite', 'stray-file'), 0o666);
    const handle = await createDb({ dataDir });
    try {
      expect(shared(modes(join(dataDir, 'pglite')))).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
