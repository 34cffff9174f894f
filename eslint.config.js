import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import officeAddins from 'eslint-plugin-office-addins';
import globals from 'globals';

const FEATURES = [
  'ai',
  'auth',
  'billing',
  'connections',
  'etl',
  'help',
  'home',
  'instances',
  'library',
  'settings',
  'signup',
  'tables',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-bench',
      'dist-e2e',
      'bench-results',
      'node_modules',
      'test-results',
      'playwright-report',
      'tests/e2e/artifacts',
      '.certs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      // PGlite's bundled chunks send the cycle walk into node_modules; only our own modules matter.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features never reach into one another; what they share lives outside src/features.
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
            })),
            // Shared folders never import features or the app shell.
            {
              target: [
                './src/components',
                './src/auth',
                './src/host',
                './src/theme',
                './src/telemetry',
                './src/notices',
                './src/version',
                './src/store',
                './src/api',
                './src/routes',
                './src/testing',
              ],
              from: ['./src/features', './src/app'],
            },
            { target: './src/features', from: './src/app' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Office', message: 'Only src/host/ talks to Office.js.' },
        { name: 'Excel', message: 'Only src/host/ talks to Office.js.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='window'][property.name=/^(Office|Excel)$/]",
          message: 'Only src/host/ talks to Office.js.',
        },
      ],
    },
  },
  {
    files: ['src/host/**/*.ts'],
    plugins: { 'office-addins': officeAddins },
    rules: {
      'no-restricted-globals': 'off',
      'no-restricted-syntax': 'off',
      'office-addins/call-sync-after-load': 'error',
      'office-addins/call-sync-before-read': 'error',
      'office-addins/load-object-before-read': 'error',
      'office-addins/no-context-sync-in-loop': 'error',
      'office-addins/no-empty-load': 'error',
      'office-addins/no-navigational-load': 'error',
      'office-addins/no-office-initialize': 'error',
      'office-addins/test-for-null-using-isNullObject': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
