// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const apiModules = readdirSync('apps/api/src/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const noDeepRelative = { group: ['../../*'], message: 'Import through the @/ alias, not ../../.' };

/**
 * Import direction (docs/style.md):
 *   web: app → features → components / lib / config; no feature imports a sibling feature.
 *   api: routes → service → repo; a module reaches another module only through its service.
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.tmp/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // No import cycles: a cycle means two files each need the other, so one of them is in the wrong layer. This rule
    // skips `import type`; scripts/check-architecture.mjs counts those too.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // A promise nobody awaits loses its error (an unhandled rejection) and its ordering; `void` says it is meant.
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/api/test/**/*.ts', 'packages/shared/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
        Buffer: 'readonly',
        URLSearchParams: 'readonly',
      },
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepRelative,
            {
              group: ['@/features/*', `!@/features/${feature}`],
              message: 'A feature never imports a sibling feature: move shared code to components/ or lib/.',
            },
            { group: ['@/app', '@/app/*'], message: 'Features do not import from app/.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepRelative,
            {
              group: ['@/features', '@/features/*', '@/app', '@/app/*'],
              message: 'Shared code imports no feature and no app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.repo.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.service.js', '**/*.routes.js'], message: 'Repositories hold SQL only.' }] },
      ],
    },
  },
  ...apiModules.map((name) => ({
    files: [`apps/api/src/modules/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repo.js', '../*/*.routes.js', `!../${name}/*`],
              message: 'Use another module only through its service.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/api/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.routes.js'], message: 'Services do not know about routes.' },
            { group: ['../*/*.repo.js'], message: 'Use another module only through its service.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/{lib,db,plugins}/**/*.ts'],
    ignores: ['apps/api/src/plugins/authenticate.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../modules/*', '../modules/**'], message: 'Shared server code imports no module.' }] },
      ],
    },
  },
);
