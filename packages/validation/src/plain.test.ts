import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as plain from './plain';
import * as root from './index';

const here = dirname(fileURLToPath(import.meta.url));

/** The package-relative modules a module imports (statically), and the bare packages it imports. */
function importsOf(file: string): { local: string[]; bare: string[] } {
  const source = readFileSync(join(here, file), 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map(
    (m) => m[1]!,
  );
  return {
    local: specifiers.filter((s) => s.startsWith('./')).map((s) => `${s.slice(2)}.ts`),
    bare: specifiers.filter((s) => !s.startsWith('.')),
  };
}

describe('@mentor/validation/plain', () => {
  it('imports no package at all (so no zod), however deep its modules import one another', () => {
    const seen = new Set<string>();
    const bare: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const found = importsOf(file);
      bare.push(...found.bare);
      found.local.forEach(visit);
    };
    visit('plain.ts');
    expect(seen.size).toBeGreaterThan(5);
    expect(bare).toEqual([]);
  });

  it('exports the same values as the package root', () => {
    for (const [name, value] of Object.entries(plain)) {
      expect(root[name as keyof typeof root], name).toBe(value);
    }
    expect(plain.MESSAGES).toBeDefined();
    expect(plain.ROUTES.howSessionsWork).toBe('/how-sessions-work');
  });
});
