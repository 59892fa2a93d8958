// One flat config for the whole workspace: type-aware rules from typescript-eslint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

// The api's layers (DESIGN.md "Boundaries"): elements are folders of apps/api/src; files are told apart by
// category. A domain's public surface is domains/<d>/index.ts.
const API = 'apps/api/src';
const apiElements = [
  { type: 'domain', pattern: `${API}/domains/*`, capture: ['domain'] },
  { type: 'trpc', pattern: `${API}/trpc` },
  { type: 'plugins', pattern: `${API}/plugins` },
  { type: 'lib', pattern: `${API}/lib` },
  { type: 'ai', pattern: `${API}/ai` },
  // app.ts, server.ts and the other files at the root of src: the app assembly.
  { type: 'app', pattern: API },
].map((element) => ({ ...element, partialMatch: false }));
const apiFiles = [
  { category: 'domain-index', pattern: `${API}/domains/*/index.ts` },
  { category: 'root-router', pattern: `${API}/trpc/router.ts` },
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  { category: 'source', pattern: '**/*.{ts,tsx}' },
];
const domainInternals = { element: { type: 'domain' }, file: { categories: { noneOf: ['domain-index'] } } };
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
  // The app assembly and tRPC use a domain's index, never its internals.
  { from: { element: { types: ['app', 'trpc'] } }, disallow: { to: domainInternals } },
  // Plugins and lib know no domain at all.
  { from: { element: { types: ['plugins', 'lib'] } }, disallow: { to: { element: { type: 'domain' } } } },
  // The AI providers know neither tRPC nor the domains.
  { from: { element: { type: 'ai' } }, disallow: { to: { element: { types: ['trpc', 'domain'] } } } },
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
