import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import oneHome from './eslint/one-home.js';

// Layering of ARCHITECTURE.md: common imports nothing of ours and nothing of electron, node or the
// DOM; main, preload, renderer and server import common and never each other (the renderer may
// import the preload's type declaration only).
const layer = (forbidden, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...forbidden.map((dir) => ({
          group: [`**/${dir}/**`, `**/${dir}`],
          message: `This layer may not import from ${dir}/ (see ARCHITECTURE.md).`,
        })),
        ...extra,
      ],
    },
  ],
});

const nodeAndElectron = [
  { group: ['node:*'], message: 'common/ is pure TypeScript: no node:* imports.' },
  { group: ['electron', 'electron/*'], message: 'common/ may not import electron.' },
];

// Feature borders of renderer/README.md: a feature imports shared code (components, lib, common)
// and itself only; pages that need several features are route modules under renderer/app/, which
// features never import. One zone per feature folder, read from disk so a new feature is covered.
const root = import.meta.dirname;
const features = readdirSync(join(root, 'renderer/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBorders = features.map((feature) => ({
  target: `./renderer/features/${feature}`,
  from: './renderer/features',
  except: [`./${feature}`],
  message: `A feature imports no other feature: compose ${feature} with it in a route module under renderer/app/ (see renderer/README.md).`,
}));
const sharedStaysShared = [
  {
    target: ['./renderer/components', './renderer/lib'],
    from: ['./renderer/features', './renderer/app'],
    message: 'Shared code imports no feature and not the app (see renderer/README.md).',
  },
];
const featuresBelowApp = [
  {
    target: './renderer/features',
    from: './renderer/app',
    message:
      'Features do not import the app: the app composes the features (see renderer/README.md).',
  },
];
const noRestrictedPaths = (zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
});

const serverImportBans = [{ group: ['electron'], message: 'The server never imports electron.' }];
const repositoryImportBans = [
  {
    group: ['**/http/http-error.ts'],
    message:
      'A repository answers rows, never an HTTP error (issue 22 §2): return null or false and let the service throw.',
  },
  {
    group: ['**/notifications/notification-events.ts'],
    message:
      'A repository never notifies (issue 22 §2): the service tells the user in the same transaction.',
  },
];

// Issue 22 §2: SQL runs in `*-repository.ts` files (and the database plumbing) only, so a route
// or a service reads as HTTP and sequencing and every statement has one home to review.
// no-restricted-syntax keeps one list per file (a later block replaces it): a block adding
// server selectors spreads these.
const serverRestrictedSyntax = [];
const sqlInRepositoriesOnly = [
  {
    selector: "CallExpression[callee.property.name='query']",
    message:
      'SQL only in a *-repository.ts (issue 22 §2 "no SQL outside repositories"): move the statement there and call it.',
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql']",
    message:
      'SQL only in a *-repository.ts (issue 22 §2 "no SQL outside repositories"): move the statement there and call it.',
  },
];

// Spec 02 §9: the ways to set HTML, refused outside the sanitiser.
const htmlSinks = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render content with <SanitizedHtml> from renderer/lib/sanitize (spec 02 §9).',
  },
  {
    selector:
      'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML|srcdoc)$/]',
    message: 'Set HTML only through renderer/lib/sanitize (spec 02 §9).',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]',
    message: 'Set HTML only through renderer/lib/sanitize (spec 02 §9).',
  },
];

// Query keys written by hand, in any form a feature could write one (`as const` included).
const queryKeyMessage =
  'Keys come from the endpoint declarations: use endpointQuery / useEndpointMutation / setEndpointData from renderer/lib/query, and name the endpoints a change invalidates.';
const literalQueryKeys = [
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression",
    message: queryKeyMessage,
  },
  {
    selector: "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
    message: queryKeyMessage,
  },
];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'out/', '.data/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['common/**/*.ts'],
    languageOptions: { globals: {} },
    rules: layer(['main', 'preload', 'renderer', 'server'], nodeAndElectron),
  },
  {
    files: ['main/**/*.ts'],
    rules: layer(['preload', 'renderer', 'server']),
  },
  {
    files: ['preload/**/*.ts'],
    rules: layer(['main', 'renderer', 'server']),
  },
  {
    files: ['server/**/*.ts'],
    rules: layer(['main', 'preload', 'renderer'], serverImportBans),
  },
  {
    // Issue 22 §2: a repository runs SQL and answers rows; the HTTP answer and telling the
    // user are its callers' (a service), in the same transaction.
    name: 'server: repositories only run SQL',
    files: ['server/**/*-repository.ts'],
    rules: layer(['main', 'preload', 'renderer'], [...serverImportBans, ...repositoryImportBans]),
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...layer(
        ['main', 'server'],
        [
          { group: ['node:*'], message: 'No Node in the renderer.' },
          {
            group: ['electron', 'electron/*'],
            message: 'No electron in the renderer: use the PlatformBridge.',
          },
          {
            group: ['**/preload/**', '!**/preload/*.d.ts', '!**/preload/index.d'],
            message: 'The renderer may import only the preload type declaration.',
          },
        ],
      ),
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}', 'common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // No TypeScript resolver is installed; the built-in node resolver suffices because every
      // relative import names its file. The parser setting lets no-cycle read .ts dependencies.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      // A cycle makes module order matter (a value read before its module ran is undefined).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Spec 02 §9: content reaches the page as React text or through the one sanitiser, whose
    // <SanitizedHtml> is the only place that may set HTML (its tests parse markup on purpose).
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/lib/sanitize/**'],
    rules: { 'no-restricted-syntax': ['error', ...htmlSinks] },
  },
  {
    // A feature names endpoints, never cache keys: renderer/lib/query derives the key from the
    // declaration, so one endpoint is cached under one key and a feature that refreshes another's
    // data names the endpoint. (no-restricted-syntax is one rule: this block repeats the sinks.)
    files: ['renderer/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...htmlSinks, ...literalQueryKeys] },
  },
  // One home per rule (issue 22 §5, eslint/one-home.js): each rule of the product is written once,
  // and lint refuses the scattered form outside its home. Tests may state zones and plurals of
  // their own: they check the homes with them.
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'one-home': oneHome },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['common/format/swiss-italian.ts', '**/*.test.{ts,tsx}'],
    rules: { 'one-home/school-time-zone': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // pack-key.ts makes pack keys and media names (ASCII, lower case: a format's rule), not the
    // names of downloaded files.
    ignores: ['common/format/file-name-slug.ts', 'common/content-pack/pack-key.ts'],
    rules: { 'one-home/file-name-slug': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['common/format/plurals.ts'],
    rules: { 'one-home/plural': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['common/format/percent-with-article.ts'],
    rules: { 'one-home/percent-article': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['common/format/pcto-hours.ts'],
    rules: { 'one-home/pcto-hours': 'error' },
  },
  {
    // Tooltips are <Tooltip> of renderer/components/tooltip, never the browser's title= bubble.
    files: ['renderer/**/*.tsx'],
    rules: { 'one-home/native-tooltip': 'error' },
  },
  {
    // The server issues the secrets; main and the renderer hold only ids, which need no home.
    files: ['server/**/*.ts'],
    ignores: ['server/auth/secret-digest.ts'],
    rules: { 'one-home/random-secret': 'error' },
  },
  {
    name: 'server: SQL in repositories only',
    files: ['server/**/*.ts'],
    ignores: [
      'server/**/*-repository.ts',
      'server/db/**',
      'server/**/testing/**',
      'server/**/migrations/**',
      'server/**/*.test.ts',
      'server/**/*test-helper*.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...serverRestrictedSyntax, ...sqlInRepositoriesOnly],
    },
  },
  {
    files: ['renderer/features/**/*.{ts,tsx}'],
    rules: noRestrictedPaths([...featureBorders, ...featuresBelowApp]),
  },
  {
    // A feature's testing/ helpers render the whole app around it, so they alone may import it.
    files: ['renderer/features/*/testing/**'],
    rules: noRestrictedPaths(featureBorders),
  },
  {
    // Tests of shared code may render app pieces (the route error page) to see the rule at work.
    files: ['renderer/components/**/*.{ts,tsx}', 'renderer/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: noRestrictedPaths(sharedStaysShared),
  },
);
