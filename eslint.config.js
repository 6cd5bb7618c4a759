import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Web boundaries (bulletproof-react): a feature imports only itself and the shared layers
 * (components, hooks, lib, stores, types, config); only app/ composes features; the shared layers
 * import neither features nor app. Web imports are relative, so the patterns go by depth.
 */
const shareInstead =
  'move what both need to components, hooks, lib or types, or compose the features in app/routes';
const webBoundary = (files, crossFeature) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: crossFeature,
            message: `A feature may not import another feature: ${shareInstead}.`,
          },
          {
            regex: '^(\\.\\./)+(features|app)/',
            message: `A feature may not import app/ or reach features/ from outside: ${shareInstead}.`,
          },
        ],
      },
    ],
  },
});
const webBoundaries = [
  // web/src/features/<name>/<file>: "../<other>/…" is another feature.
  webBoundary(['web/src/features/*/*.{ts,tsx}'], '^\\.\\./[^.]'),
  // web/src/features/<name>/<dir>/<file>: "../../<other>/…" is another feature.
  webBoundary(['web/src/features/*/*/*.{ts,tsx}'], '^\\.\\./\\.\\./[^.]'),
  {
    files: ['web/src/{components,hooks,lib,stores,types,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)/',
              message:
                'Shared code (components, hooks, lib, stores, types, config) may not import features or app.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  // infra/dist.tmp-<pid>: a server build in progress (server-build.mjs), while tests run beside lint.
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'infra/dist.*/**',
      'data/**',
      '.cache/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { unicorn },
    rules: {
      // One filename case for the whole repo.
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...webBoundaries,
);
