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

// Every text a user reads or hears comes from the message catalog (src/i18n, docs/i18n.md): a
// literal with a letter in it fails where a text goes. JSX text; the attributes that name or
// describe (aria-label, title, placeholder, alt, and the props passed on as such); in the view
// descriptions (`h(tag, attributes, ...children)` in *-view.ts and the shell), the children and
// those attributes, and the `text` / `label` / `title` of a view model's fields.
const letters = '/[A-Za-z]/'
const textAttributes =
  '/^(aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext|title|placeholder|alt|label|what|panelLabel)$/'
const textProperties = '/^(text|label|title|placeholder|message|description|ariaLabel)$/'
const literalText = (message) =>
  [
    `JSXText[value=${letters}]`,
    ...[
      ':matches(JSXElement, JSXFragment) > JSXExpressionContainer',
      `JSXAttribute[name.name=${textAttributes}] > JSXExpressionContainer`,
    ].flatMap((container) =>
      ['', ' > :matches(ConditionalExpression, LogicalExpression)'].flatMap((within) => [
        `${container}${within} > Literal[value=${letters}]`,
        `${container}${within} > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
      ]),
    ),
    `JSXAttribute[name.name=${textAttributes}] > Literal[value=${letters}]`,
    `CallExpression[callee.name='h'] > Literal.arguments[value=${letters}]:not(:first-child)`,
    `CallExpression[callee.name='h'] > TemplateLiteral.arguments > TemplateElement[value.raw=${letters}]`,
    `CallExpression[callee.name='h'] > ObjectExpression > Property:matches([key.value=${textAttributes}], [key.name=${textAttributes}]) > Literal.value[value=${letters}]`,
    `CallExpression[callee.name='h'] > ObjectExpression > Property:matches([key.value=${textAttributes}], [key.name=${textAttributes}]) > TemplateLiteral.value > TemplateElement[value.raw=${letters}]`,
    `Property[key.name=${textProperties}] > Literal.value[value=${letters}]`,
    `Property[key.name=${textProperties}] > TemplateLiteral.value > TemplateElement[value.raw=${letters}]`,
  ].map((selector) => ({ selector, message }))

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
            // The i18n core is plain TypeScript; its React hook is for components.
            '@/i18n/use-*',
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...literalText("A text the user reads comes from the message catalog: t('area.key')."),
      ],
    },
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
  // A module reads at once: past 250 lines (every line counts, blank or comment), split it by
  // concern (a hook apart from its markup, a sub-component, a pure helper), don't trim it. Tests
  // are exempt; helpers that tests share (src/test/, e2e fixtures) are held like any module.
  {
    files: ['{src,scripts,bench,demo-api,e2e}/**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
)
