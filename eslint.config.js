// The direction of imports (docs/decisions.md): views → machines → domain types and contract;
// actors and services → contract and domain; the server → contract, domain and the Indonesian formatting. Besides, the
// server and the formatting it shares import date-fns function by function. Nothing else is linted here.
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The app's adapters to the world, and the formatting they share: below the machines and the views. */
const ADAPTERS = ['src/api', 'src/auth', 'src/attendance', 'src/leave', 'src/account', 'src/push', 'src/offline', 'src/pwa', 'src/format', 'src/hr', 'src/passkey'];
const UI_AND_WORLD = ['react', 'react-dom', 'react-dom/client', 'wouter', 'swr', 'ky', 'idb-keyval', 'firebase', 'react-webcam', '@headlessui/react', '@xstate/react'];
const restricted = (message, regexes, paths = [], otherPaths = []) => [
  'error',
  { paths: [...paths.map((name) => ({ name, message })), ...otherPaths], patterns: regexes.map((regex) => ({ regex, message })) },
];
const DATE_FNS_INDEXES = ['date-fns', 'date-fns/locale'].map((name) => ({
  name,
  message: "Import each date-fns function and locale by its own path ('date-fns/format', 'date-fns/locale/id'): the index loads them all, about 30 MB of the server's memory.",
}));

export default [
  { ignores: ['dist/', 'dist-server/', 'dev-dist/', 'node_modules/', 'bench/profiles/', 'reports/', '.stryker-tmp/'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    // No import cycle between modules of the app, the machines or the server.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.tsx', 'src/**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(
        'A machine touches nothing itself: it imports only xstate, valibot, the contract and the domain types; the world comes in through provided actors.',
        ['^\\.\\./src/(?!contract/|domain/)', '\\.actors$', '(^|/)server/'],
        UI_AND_WORLD,
      ),
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted('The contract is the bottom layer: it imports nothing of the app, not even the domain.', ['^\\.\\.'], UI_AND_WORLD),
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(
        'The contract and the domain types are the bottom layer: they import nothing of the app, the machines or the server.',
        ['machines/', '^\\.\\./(?!contract/|domain/)', '^\\.\\./\\.\\.'],
        UI_AND_WORLD,
      ),
    },
  },
  {
    files: ADAPTERS.map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': restricted(
        'Actors and services use the contract and the domain types, never a machine or a view.',
        ['machines/', '/views/', '/app/', '/ui/', '(^|/)server/'],
        [],
        DATE_FNS_INDEXES,
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(
        'The server shares only the contract, the domain types and the Indonesian formatting with the app.',
        ['machines/', '/src/(?!contract/|domain/|format/)'],
        UI_AND_WORLD,
        DATE_FNS_INDEXES,
      ),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...ADAPTERS, 'src/contract', 'src/domain'].map((folder) => `${folder}/**`),
    rules: { 'no-restricted-imports': restricted('The app never imports the server.', ['(^|/)server/']) },
  },
];
