import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    rules: layer(
      ['main', 'preload', 'renderer'],
      [{ group: ['electron'], message: 'The server never imports electron.' }],
    ),
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
);
