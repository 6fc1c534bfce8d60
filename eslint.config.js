// ESLint: TypeScript's and React hooks' recommended rules, and the boundaries between the three parts of
// the house (docs/architecture.md): the contract imports neither the console nor the server nor any
// platform's API, and the console and the server never import each other. Formatting is Prettier's.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** An import of another part: relative paths that pass through its folder. */
const part = (name, folder) => ({
  group: [`**/${folder}`, `**/${folder}/**`],
  message: `Reaches into the ${name}: see docs/architecture.md for what each part may import.`,
});
const nodeBuiltins = {
  regex: '^node:',
  message: 'The contract runs in the browser too: no Node API.',
};
const react = {
  regex: '^(react|react-dom|react-admin|ra-[a-z-]+|@mui/.*)(/.*)?$',
  message: 'The contract is the console’s and the server’s: no React.',
};

/**
 * react-admin's component and hooks that take a resource's name as any string: the console uses the
 * same ones typed by its resources (src/dataProvider/typedHooks.ts, useConsoleDataProvider.ts).
 */
const byResource = ['Resource', 'useGetOne', 'useGetList', 'useGetMany', 'useCreate', 'useUpdate', 'useDelete'];
const untypedByResource = ['react-admin', 'ra-core'].flatMap((name) => [
  {
    name,
    importNames: byResource,
    message: 'Use the console’s, typed by its resource names: src/dataProvider/typedHooks.ts.',
  },
  {
    name,
    importNames: ['useDataProvider'],
    message: 'Use useConsoleDataProvider, typed by the console’s resources and methods.',
  },
]);
const typedWrappers = 'src/dataProvider/{typedResource.ts,typedHooks.ts,useConsoleDataProvider.ts}';

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-server/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', 'node_modules/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    // Tests and benchmarks read answers of any shape (a response body, a record as the network gives it)
    // and assert on their parts.
    files: ['tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'bench/access-tree/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks and their dependencies. The plugin's React Compiler rules (setState in an effect,
    // refs read in render) ask for rewrites of working components, not fixes: not enabled.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [part('console', 'src'), part('server', 'server'), nodeBuiltins, react] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [typedWrappers],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: untypedByResource, patterns: [part('server', 'server'), nodeBuiltins] },
      ],
    },
  },
  {
    files: [typedWrappers],
    rules: { 'no-restricted-imports': ['error', { patterns: [part('server', 'server'), nodeBuiltins] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [part('console', 'src'), react] }] },
  },
  prettier,
);
