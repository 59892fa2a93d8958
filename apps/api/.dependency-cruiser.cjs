// dependency-cruiser's rules for the api (run by `pnpm lint` through scripts/check-domain-cycles.ts, which also
// checks the graph of domains). Type-only imports count: `tsPreCompilationDeps`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module under src/domains may reach itself again through other modules of src/domains.',
      severity: 'error',
      from: { path: '^src/domains/' },
      to: { circular: true, viaOnly: { path: '^src/domains/' } },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
  },
};
