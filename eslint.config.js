import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Import directions of ARCHITECTURE.md: openapi imports nothing; mock-server and machines import
// only the contract; web imports the contract and the machines; scripts and tests import anything.
const layers = {
  openapi: ['./mock-server', './machines', './web', './scripts', './tests'],
  'mock-server': ['./machines', './web', './scripts', './tests'],
  machines: ['./mock-server', './web', './scripts', './tests'],
  web: ['./mock-server', './scripts', './tests'],
};

const zones = Object.entries(layers).flatMap(([target, forbidden]) =>
  forbidden.map((from) => ({
    target: `./${target}`,
    from,
    message: `${target}/ may not import from ${from.slice(2)}/ (see ARCHITECTURE.md).`,
  })),
);

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'reports/', 'test-results/', 'openapi/schema.d.ts', 'web/public/'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      // openapi-fetch constrains its generic path maps as \`extends {}\`; generated interfaces have no index signature.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always', allowObjectTypes: 'always' }],
    },
  },
  {
    // Tests of the web client render over the mock's handlers (MSW); production code may not.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'web/src/testing/**', 'web/src/**/testing/**', 'mock-server/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    // Only web/src/api talks HTTP.
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignores: ['web/src/api/**', '**/*.test.ts', '**/*.test.tsx', 'web/src/testing/**', 'web/src/**/testing/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the upstream through web/src/api.' },
        { name: 'XMLHttpRequest', message: 'Call the upstream through web/src/api.' },
      ],
    },
  },
);
