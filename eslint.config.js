import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'web/dist', 'web/dist.tmp-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The rules library is pure and deterministic: no clock, no Math.random, no I/O.
    files: ['src/engine/**/*.ts', 'src/games/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'The rules never roll: request dice instead.' },
        { object: 'Date', property: 'now', message: 'The rules library has no clock.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'fs',
            'path',
            'http',
            'crypto',
            '../../server/*',
            '../../cli/*',
            '../../bots/*',
          ],
        },
      ],
    },
  },
);
