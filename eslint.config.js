// One flat config for the whole workspace: type-aware rules from typescript-eslint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

// The api's layers (docs/architecture.md "Boundaries"): elements are folders of apps/api/src; files are told apart
// by category. A domain's public surface is domains/<d>/index.ts (services and types); its router and REST routes
// are its http layer, exported from domains/<d>/http.ts for trpc/router.ts and app.ts. Flows that span domains
// are use-cases (src/use-cases): the http layer and app.ts call them; no domain does. The domain graph itself is
// checked for cycles by dependency-cruiser (apps/api/scripts/check-domain-cycles.ts).
const API = 'apps/api/src';
const apiElements = [
  { type: 'domain', pattern: `${API}/domains/*`, capture: ['domain'] },
  { type: 'trpc', pattern: `${API}/trpc` },
  { type: 'plugins', pattern: `${API}/plugins` },
  { type: 'lib', pattern: `${API}/lib` },
  { type: 'ai', pattern: `${API}/ai` },
  { type: 'use-cases', pattern: `${API}/use-cases` },
  // app.ts, server.ts and the other files at the root of src: the app assembly.
  { type: 'app', pattern: API },
].map((element) => ({ ...element, partialMatch: false }));
const apiFiles = [
  { category: 'domain-index', pattern: `${API}/domains/*/index.ts` },
  { category: 'domain-http-entry', pattern: `${API}/domains/*/http.ts` },
  {
    category: 'domain-http',
    pattern: [`${API}/domains/*/http.ts`, `${API}/domains/*/*.router.ts`, `${API}/domains/*/*.rest.ts`],
  },
  { category: 'root-router', pattern: `${API}/trpc/router.ts` },
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  { category: 'source', pattern: '**/*.{ts,tsx}' },
];
const domainInternals = { element: { type: 'domain' }, file: { categories: { noneOf: ['domain-index'] } } };
// What app.ts and trpc/ may use of a domain: its index and its http.ts.
const domainBehindEntries = {
  element: { type: 'domain' },
  file: { categories: { noneOf: ['domain-index', 'domain-http-entry'] } },
};
const domainCore = { element: { type: 'domain' }, file: { categories: { noneOf: ['domain-http', 'test'] } } };
const apiBoundaries = [
  // Another domain only through its index (a test may reach into the domain it tests: it is in that domain).
  {
    from: { element: { type: 'domain' } },
    disallow: {
      to: {
        ...domainInternals,
        element: { type: 'domain', captured: { domain: '!{{ from.element.captured.domain }}' } },
      },
    },
  },
  // The app assembly and tRPC use a domain's index and http.ts, never its other files.
  { from: { element: { types: ['app', 'trpc'] } }, disallow: { to: domainBehindEntries } },
  // A domain's services never reach an http layer (its own or another's) nor a use-case: use-cases sit above
  // the domains, and only the http layer, app.ts and tests call them.
  {
    from: domainCore,
    disallow: {
      to: [{ file: { categories: { anyOf: ['domain-http'] } } }, { element: { type: 'use-cases' } }],
    },
  },
  // A use-case calls domains through their index only, never an http layer or the root router.
  {
    from: { element: { type: 'use-cases' } },
    disallow: { to: [domainInternals, { file: { categories: { anyOf: ['root-router'] } } }] },
  },
  // Plugins and lib know no domain and no use-case at all.
  {
    from: { element: { types: ['plugins', 'lib'] } },
    disallow: { to: { element: { types: ['domain', 'use-cases'] } } },
  },
  // The AI providers know neither tRPC nor the domains nor the use-cases.
  {
    from: { element: { type: 'ai' } },
    disallow: { to: { element: { types: ['trpc', 'domain', 'use-cases'] } } },
  },
  // A domain never imports the root router, which imports the domains (a test may, for its types).
  {
    from: { element: { type: 'domain' }, file: { categories: { noneOf: ['test'] } } },
    disallow: { to: { file: { categories: { anyOf: ['root-router'] } } } },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/*.config.*',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'packages/ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['apps/api/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': apiElements,
      'boundaries/files': apiFiles,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: apiBoundaries }],
    },
  },
  {
    // The AI layer throws ProviderError; tRPC's errors are made from it once, in trpc/ (never under ai/).
    files: ['apps/api/src/ai/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@trpc/*'], message: 'ai/ throws ProviderError; trpc/ maps it to TRPCError.' },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript modules (the offline voice's worker thread) are not part of a TypeScript project.
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false, program: null } },
  },
  {
    // Playwright fixtures must destructure their first argument, even when they use none of it.
    files: ['**/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
