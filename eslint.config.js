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

/**
 * The server's floors (DESIGN.md, "Floors of the server"): routes → services → warehouse → db, etl → warehouse → db,
 * the API reaches the ETL only through server/etl/index.ts, all may use the small shared rooms (config, crypto,
 * tls), which import none of them; of the add-in's code only the contract package (contract/).
 */
const SERVER_ROOMS = [
  './server/api',
  './server/etl',
  './server/model',
  './server/warehouse',
  './server/db',
  './server/idp',
  './server/testing',
];
const SHARED_SERVER_ROOMS = ['./server/config', './server/crypto', './server/tls'];
const SERVER_ZONES = [
  {
    target: './server',
    from: './scripts',
    message: 'Scripts start the server; the server never imports them.',
  },
  {
    target: './server',
    from: './src',
    message: 'The server shares only the contract package (contract/, @wharf/contract) with the add-in.',
  },
  { target: SHARED_SERVER_ROOMS, from: SERVER_ROOMS, message: 'Shared rooms import no other server room.' },
  {
    target: './server/db',
    from: SERVER_ROOMS.filter(
      (room) => room !== './server/db' && room !== './server/warehouse' && room !== './server/model',
    ),
  },
  {
    // The demo seed (seed*.ts) builds its instances' warehouses through the warehouse's one DDL generator and fills
    // the model's business tables.
    target: './server/db/!(seed*).ts',
    from: ['./server/warehouse', './server/model'],
    message: 'The warehouse and the model are above the database.',
  },
  {
    target: './server/warehouse',
    from: ['./server/api', './server/etl', './server/idp'],
    message: 'The warehouse is below the API and the import pipeline.',
  },
  {
    // The model (business tables, per-source builds, measures) is read by the API and the import pipeline; it builds
    // through the warehouse, which reads only its table declarations.
    target: './server/model',
    from: ['./server/api', './server/etl', './server/idp'],
    message: 'The model is below the API and the import pipeline.',
  },
  {
    target: './server/warehouse/!(schema).ts',
    from: './server/model',
    message: 'Only the warehouse schema reads the model, for the business tables a new instance starts with.',
  },
  {
    target: './server/etl',
    from: ['./server/api', './server/idp'],
    message: 'The import pipeline is below the API.',
  },
  { target: './server/idp', from: ['./server/api', './server/etl', './server/warehouse', './server/db'] },
  {
    target: './server/api',
    from: './server/idp',
    message: 'The API knows the provider only by its issuer URL.',
  },
  {
    target: './server/api',
    from: './server/etl',
    except: ['./index.ts'],
    message: 'The API knows the import pipeline only by its front door, server/etl/index.ts.',
  },
  {
    target: './server/api/services',
    from: './server/api/routes',
    message: 'Routes call services, not the reverse.',
  },
  {
    target: './server/api/routes',
    from: ['./server/db', './server/warehouse'],
    message: "Route files validate, call one service and answer: the database is the services' business.",
  },
];
/**
 * Production code (src/ and server/ outside tests) never imports the local stand-ins of outside services, the
 * scripts that start the stack, or anything made for tests: those start production code, never the reverse.
 */
const OUTSIDE_PRODUCTION = ['./standins', './scripts', './tests', './server/testing', './src/testing'];
const PRODUCTION_ZONES = ['./src', './server'].map((target) => ({
  target,
  from: OUTSIDE_PRODUCTION,
  message:
    'Production code never imports stand-ins, scripts or test scaffolding (they are for npm start and tests).',
}));

/** The add-in's zones: features never reach into one another or the app shell; shared folders import neither. */
const SPA_ZONES = [
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
      './src/hooks',
    ],
    from: ['./src/features', './src/app', './src/design', './src/landing'],
  },
  { target: './src/features', from: './src/app' },
  // The design model and the landing sit under the features (DESIGN.md, "Layout"): features import both, the
  // landing imports the design model, and neither imports a feature; the design model not the landing.
  {
    target: './src/design',
    from: ['./src/features', './src/app', './src/landing'],
    message: 'src/design imports no feature and not src/landing.',
  },
  {
    target: './src/landing',
    from: ['./src/features', './src/app'],
    message: 'src/landing may import src/design, but no feature.',
  },
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fluentui/react-icons',
              message:
                "Import each icon from '@fluentui/react-icons/svg/<icon>': the index makes the development server send every icon (17 MB) on each page load.",
            },
          ],
        },
      ],
      // Import cycles: `npm run checks:cycles` (scripts/checks/noImportCycles.ts), at a small part of import/no-cycle's cost.
      'import/no-restricted-paths': ['error', { zones: SPA_ZONES }],
      'no-restricted-globals': [
        'error',
        { name: 'Office', message: 'Only src/host/ talks to Office.js.' },
        { name: 'Excel', message: 'Only src/host/ talks to Office.js.' },
      ],
    },
  },
  {
    // The server's own zones replace the SPA's for server files; tests may use the test scaffolding.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/testing/**'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...SERVER_ZONES, ...PRODUCTION_ZONES] }],
    },
  },
  {
    files: ['server/**/*.test.ts', 'server/testing/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: SERVER_ZONES.slice(0, 1) }] },
  },
  {
    // The add-in's production files: its own zones, and nothing made for npm start or for tests.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...SPA_ZONES, ...PRODUCTION_ZONES] }] },
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
    // The contract is shared by the add-in and the server, in the browser and on Node: zod and its own files only.
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\./)',
              message: 'The contract imports nothing but zod and its own files (contract/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
