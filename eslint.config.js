import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import confusingBrowserGlobals from 'confusing-browser-globals'
import globals from 'globals'
import testingLibrary from 'eslint-plugin-testing-library'
import jestDom from 'eslint-plugin-jest-dom'

// Imports go one way: app -> features -> resources, lib, components, hooks. Features do not import
// each other; demo-api/ and src/ never import each other (tests may use both).
const importsOutOf = (...areas) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...areas.map((area) => ({
          // By alias or by relative path (`../../auth/session` from another feature).
          group: [
            `@/${area}`,
            `@/${area}/*`,
            `**/${area.split('/').at(-1)}`,
            `**/${area.split('/').at(-1)}/*`,
          ],
          message:
            'Imports go app -> features -> lib/components/hooks/resources; features stay apart.',
        })),
        { group: ['**/demo-api/**'], message: 'The app never imports the demo service.' },
      ],
    },
  ],
})

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'error',
      // `close`, `name`, `event`… as bare identifiers reach window's, e.g. onClick={close}.
      'no-restricted-globals': ['error', ...confusingBrowserGlobals],
    },
  },
  { files: ['src/app/**'], rules: importsOutOf() },
  { files: ['src/features/auth/**'], rules: importsOutOf('app', 'features/resource-list') },
  { files: ['src/features/resource-list/**'], rules: importsOutOf('app', 'features/auth') },
  {
    files: ['src/resources/**', 'src/components/**', 'src/hooks/**'],
    rules: importsOutOf('app', 'features'),
  },
  {
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            '@tanstack/react-*',
            ...['app', 'features', 'components', 'hooks', 'resources'].flatMap((area) => [
              `@/${area}`,
              `@/${area}/**`,
              `**/${area}`,
              `**/${area}/**`,
            ]),
            '**/demo-api/**',
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Tests assert what a user perceives, in ways that can fail (`getBy…` already throws, so
  // `expect(getBy…).toBeTruthy()` proves nothing). Not for e2e/: Playwright is not Testing Library.
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    // Only these wrap Testing Library's `render`; `renderFirstView` paints plain DOM.
    settings: { 'testing-library/custom-renders': ['renderApp', 'renderFilter', 'renderHeader'] },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Vitest runs without globals, so Testing Library cannot register its own afterEach cleanup.
      'testing-library/no-manual-cleanup': 'off',
    },
  },
  { files: ['src/**/*.test.{ts,tsx}'], ...jestDom.configs['flat/recommended'] },
  // What runs before React (the painted first view, early input, a failed start) is plain DOM:
  // its tests read the very nodes it wrote.
  {
    files: ['src/app/first-view/*.test.ts', 'src/app/start-failure.test.ts'],
    rules: { 'testing-library/no-node-access': 'off', 'testing-library/no-dom-import': 'off' },
  },
  {
    files: ['demo-api/**/*.ts'],
    ignores: ['demo-api/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/*', '@/*'], message: 'The demo service stands alone.' }] },
      ],
    },
  },
  {
    files: [
      'demo-api/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.ts',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
)
