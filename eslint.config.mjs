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
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@/lib/upstream/*', '@/lib/session/*', '@/lib/services/catalog', '@/lib/services/shop-page', '@/lib/env'] },
      ],
    },
  },
]);
