import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import simpleImportSort from 'eslint-plugin-simple-import-sort';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'node_modules/**', '.data/**', 'public/sw.js', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // Images come from our own BFF route or are tiny SVGs; next/image would add weight for little.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Pure rules: no framework, no I/O, nothing from other lib folders but the contract's types.
    files: ['lib/domain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['next', 'next/*', 'react', 'react-dom', '@/components/*'], message: 'lib/domain holds pure rules only.' },
            { regex: '^@/lib/(?!upstream/schemas/)', message: 'Import other domain modules relatively; lib/domain depends on no other lib folder.' },
            { regex: '^@/lib/upstream/schemas/', allowTypeImports: true, message: 'lib/domain may use the contract types, not its runtime.' },
          ],
        },
      ],
    },
  },
  {
    // No module takes part in an import cycle (a cycle is two modules that cannot be understood apart).
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The browser reaches data only through the BFF's client (lib/client/api.ts) or props.
    files: ['components/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/upstream/*', '@/lib/upstream', '@/lib/services/*', '@/lib/session/*', '@/lib/http/*', '@/lib/env', '@/lib/env.*'],
              message: 'Components never reach the server side: call the BFF through @/lib/client/api, or take props.',
            },
          ],
        },
      ],
    },
  },
  {
    // Links and navigations keep the page's language prefix: through the app's Link and router only.
    files: ['app/**', 'components/**'],
    // The offline page is precached at /offline only, so a dropped network goes there unprefixed.
    ignores: ['components/navigation/**', 'components/pwa/offline-redirect.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Use @/components/navigation/link: it keeps the language prefix of a /{locale}/ page.' },
            {
              name: 'next/navigation',
              importNames: ['useRouter'],
              message: 'Use @/components/navigation/use-router: it keeps the language prefix of a /{locale}/ page.',
            },
          ],
        },
      ],
    },
  },
  {
    // One client for the BFF: nothing else fetches /api paths.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['lib/client/api.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch'] > Literal.arguments:first-child[value=/^\\/api(\\/|$)/]",
          message: 'Call the BFF through @/lib/client/api, which owns every /api request.',
        },
        {
          selector: "CallExpression[callee.name='fetch'] > TemplateLiteral.arguments:first-child[quasis.0.value.raw=/^\\/api(\\/|$)/]",
          message: 'Call the BFF through @/lib/client/api, which owns every /api request.',
        },
        {
          selector: "CallExpression[callee.name='fetch'] > CallExpression.arguments:first-child[callee.object.name='api']",
          message: 'Call the BFF through @/lib/client/api, which owns every /api request.',
        },
      ],
    },
  },
]);
