// The lint of the whole workspace (`npm run lint`, the second step of `npm test`). Besides the usual
// mistakes it holds the architecture, so that a wrong import fails before review does:
// - a remote never imports another remote or the host, and the host never a remote's source: they
//   meet only at run time, through module federation and @app/shared;
// - the server imports of @app/shared only its contracts (the browser code stays out of Node);
// - inside the server, routes → services → stores → ledger, never back;
// - no import circles anywhere (a module that reaches itself runs half-initialised).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['host', 'remote-auth', 'remote-wallet', 'remote-games', 'remote-admin'];

// Paths into another package's sources, by folder name, whether relative or through the workspace.
const sourcesOf = (names) =>
  names.map((name) => ({ regex: `(^|/)${name}/src(/|$)`, message: `${name} is reached at run time, never imported.` }));
const packagesOf = (names) =>
  names.map((name) => ({ regex: `^@app/${name}(/|$)`, message: `${name} is reached at run time, never imported.` }));

// Four `../` from a feature's `__tests__` leave the package: shared code, test helpers included, is
// reached by its name (`@app/shared`, `@app/shared/test-utils`), which survives a folder move.
const climbingOut = {
  regex: '^(\\.\\./){4,}',
  message: 'Four or more `../` leave the package: import @app/shared (test helpers: @app/shared/test-utils).',
};

// Every package but `self` and shared, for the front ends; shared and the server are libraries of theirs.
const frontEndBoundary = (self) => {
  const others = [...APPS.filter((name) => name !== self), 'server'];
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...sourcesOf(others), ...packagesOf(others), climbingOut],
          // One way to write a form: AppForm and its FormFields (a custom widget a Field), all from
          // @app/shared, the one copy of react-final-form in the page: a remote's own copy's Field
          // cannot see an AppForm's form.
          paths: [
            {
              name: 'react-final-form',
              allowTypeImports: true,
              message: 'A form is AppForm, a field FormField (or Field for a custom widget), from @app/shared.',
            },
          ],
        },
      ],
    },
  };
};

// The server's boundary (no front-end source or package, of shared only the contracts), plus what
// the files of one layer may not import.
const serverLayer = (files, ...layer) => ({
  files: [files],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...sourcesOf([...APPS, 'shared']),
          ...packagesOf(APPS),
          // The chat's contracts are kept out of the index (the shell's first load does not carry them).
          {
            regex: '^@app/shared(?!/contracts(/chat)?$)',
            message: 'The server shares only the contracts with the browser code.',
          },
          ...layer,
        ],
      },
    ],
  },
});

// Names that say one thing. A *_MESSAGES object is read by its name, never through an alias (`M`, `T`):
// a reader sees which catalogue a sentence comes from without looking up the import.
const messageAliases = [
  {
    selector: 'ImportSpecifier[imported.name=/_MESSAGES$/][local.name!=/_MESSAGES$/]',
    message: 'Import a *_MESSAGES object under its own name, not an alias.',
  },
  {
    selector: "VariableDeclarator[id.type='Identifier'][init.type='Identifier'][init.name=/_MESSAGES$/]",
    message: 'Read a *_MESSAGES object by its own name, not through a variable.',
  },
];
// A game round is a round in the code: `sessionId` is the wire's name for its id (the contracts, and a
// DTO's key where an answer or an event is built or read), never the name of a variable, a parameter
// or a field of the code's own types, which say `roundId`. The contracts declare the wire's fields.
const SESSION_ID = '[name=/^sessionIds?$/]';
const sessionIdNames = [
  `VariableDeclarator > Identifier.id${SESSION_ID}`,
  `:function > Identifier.params${SESSION_ID}`,
  `:function > AssignmentPattern.params > Identifier.left${SESSION_ID}`,
  `ObjectPattern > Property > Identifier.value${SESSION_ID}`,
  `ArrayPattern > Identifier${SESSION_ID}`,
  `TSPropertySignature > Identifier.key${SESSION_ID}`,
  `TSMethodSignature > Identifier.params${SESSION_ID}`,
  `TSFunctionType > Identifier.params${SESSION_ID}`,
  `TSParameterProperty > Identifier.parameter${SESSION_ID}`,
  `PropertyDefinition > Identifier.key${SESSION_ID}`,
].map((selector) => ({
  selector,
  message:
    'A round is roundId in the code (a step-up token stepUpToken); sessionId is only the wire field, where a DTO or event is built or read.',
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', '**/coverage/**', 'e2e/screenshots/**', 'server/data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Named and unused on purpose: a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // The regular expressions that name control characters do so to strip or refuse them.
      'no-control-regex': 'off',
    },
  },
  {
    // Tests load modules in their own order (jest.requireActual, a fresh copy per test) and poke at
    // loosely typed payloads; the product code may do neither.
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'e2e/**', 'shared/src/test-utils/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Build scripts and configs are CommonJS.
    files: ['**/*.cjs', '**/webpack.config.js', 'jest.config.js', 'jest.preset.js', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{host,remote-*,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The modules an import leads to are parsed as TypeScript too, or a circle through them goes unseen.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'server/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...APPS.map(frontEndBoundary),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...sourcesOf([...APPS, 'server']), ...packagesOf([...APPS, 'server']), climbingOut] },
      ],
    },
  },
  // `@app/shared/signed-in` is a singleton of its own, and an app that loads it before the host has
  // would run its own copy: its files reach the kit's stateful parts through `@app/shared`, the
  // page's one copy, not by a relative path (docs/architecture.md). The two preferences are the
  // exception: the ui kit's sound switches (in `@app/shared`) read them.
  {
    files: [
      'shared/src/{games,payments,inbox}/**/*.{ts,tsx}',
      'shared/src/api/{bank-accounts,deposits,withdrawals,security-events,responsible-gaming,games,inbox,referrals,two-factor}/*.ts',
      'shared/src/api/core/{get-public-lists,put-public-lists,post-change-password}.ts',
      'shared/src/api/password-recovery/{start-second-password-recovery,reset-second-password}.ts',
      'shared/src/security/second-password-setup-form.tsx',
    ],
    ignores: ['**/__tests__/**', 'shared/src/games/{sound,squeeze}-preference.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...sourcesOf([...APPS, 'server']),
            ...packagesOf([...APPS, 'server']),
            climbingOut,
            {
              regex:
                '^\\.\\.?/(\\.\\./)*(session|realtime|http/(?!read-answer)|balance|notify|resource|browser|site-content|security|forms|ui/(?!cx))',
              message: 'A signed-in file reaches the session, the HTTP client, the socket and the stores through @app/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    rules: { 'no-restricted-syntax': ['error', ...messageAliases] },
  },
  {
    files: ['{server,shared,host,remote-*}/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/contracts/**'],
    rules: { 'no-restricted-syntax': ['error', ...messageAliases, ...sessionIdNames] },
  },
  serverLayer('server/src/**/*.ts'),
  // A later block replaces the rule for its files, so each layer repeats the server's own boundary.
  serverLayer('server/src/**/*-service.ts', {
    regex: '(^|/)routes(/|$)',
    message: 'A service is called by routes, never the other way round.',
  }),
  serverLayer('server/src/**/*-store.ts', {
    regex: '(^|/)routes(/|$)|-service$',
    message: 'A store holds SQL: it is called by services, never the other way round.',
  }),
);
