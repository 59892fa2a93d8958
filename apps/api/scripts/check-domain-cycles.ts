// The api's dependency rules beyond eslint (docs/architecture.md, "The domain graph"), run by `pnpm lint`:
// 1. dependency-cruiser's `no-circular` (.dependency-cruiser.cjs): no cycle of modules inside src/domains.
// 2. The graph of domains has no cycle: every module is collapsed to its node (a domain's core, its http layer
//    `<d>/http`, or `use-cases`) and any cycle of nodes fails, with no exceptions. Type-only imports count. A test
//    belongs to its domain for its imports of other domains (it drives the app through the http layer and
//    use-cases like any client). `--print` lists the edges.
import { createRequire } from 'node:module';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;

const HTTP_FILE = /^(http|[a-z-]+\.router|[a-z-]+\.rest)\.ts$/;
const TEST_FILE = /\.test\.tsx?$/;

/** The node a module belongs to, or null when it is outside the graph (app assembly, trpc, lib, ai, plugins). */
export function nodeOf(path: string): string | null {
  const domain = /^src\/domains\/([^/]+)\/(.+)$/.exec(path);
  if (domain) return HTTP_FILE.test(domain[2]!) ? `${domain[1]}/http` : domain[1]!;
  return path.startsWith('src/use-cases/') ? 'use-cases' : null;
}

const isDomain = (node: string) => node !== 'use-cases' && !node.endsWith('/http');

function edgesOf(result: ICruiseResult): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const module of result.modules) {
    const from = nodeOf(module.source);
    if (!from) continue;
    const test = TEST_FILE.test(module.source);
    for (const dependency of module.dependencies) {
      const to = nodeOf(dependency.resolved);
      if (!to || to === from || (test && !isDomain(to))) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  return edges;
}

/** The strongly connected components of more than one node (Tarjan): each is a cycle of domains. */
export function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

const cruised = await cruise(['src'], {
  ...config.options,
  validate: true,
  ruleSet: { forbidden: config.forbidden },
});
if (typeof cruised.output === 'string') throw new Error('dependency-cruiser answered a report, not a graph');
const result = cruised.output;
const edges = edgesOf(result);

if (process.argv.includes('--print')) {
  for (const [from, to] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${from} -> ${[...to].sort().join(', ')}`);
  }
}

let failed = false;
for (const violation of result.summary.violations) {
  failed = true;
  const cycle = violation.cycle?.map((step) => step.name).join(' -> ') ?? violation.to;
  console.error(`${violation.rule.name}: ${violation.from} -> ${cycle}`);
}
for (const cycle of cyclesOf(edges)) {
  failed = true;
  const inside = cycle.map(
    (from) => `${from} -> ${[...edges.get(from)!].filter((to) => cycle.includes(to)).join(', ')}`,
  );
  console.error(`domain cycle: ${cycle.join(', ')}\n  ${inside.join('\n  ')}`);
}
if (failed) process.exit(1);
console.log(`no cycles: ${result.summary.totalCruised} modules, ${edges.size} nodes with dependencies`);
