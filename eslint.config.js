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
    files: ['src/engine/**/*.ts', 'src/games/**/*.ts', 'src/geometry/**/*.ts'],
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
  {
    // Geometry decides what enters a state: only + − × ÷ and Math.sqrt, which IEEE 754 rounds correctly on
    // every machine; the functions below are only approximated by ECMAScript (docs/geometry.md).
    files: ['src/geometry/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'The rules never roll: request dice instead.' },
        { object: 'Date', property: 'now', message: 'The rules library has no clock.' },
        ...[
          'sin',
          'cos',
          'tan',
          'asin',
          'acos',
          'atan',
          'atan2',
          'hypot',
          'pow',
          'exp',
          'expm1',
          'log',
          'log1p',
          'log2',
          'log10',
          'cbrt',
          'sinh',
          'cosh',
          'tanh',
        ].map((property) => ({
          object: 'Math',
          property,
          message:
            'Not correctly rounded: use the direction tables (src/geometry/direction.ts) or + − × ÷ and Math.sqrt.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='**']",
          message: 'Exponentiation is not correctly rounded: multiply.',
        },
        {
          selector: "AssignmentExpression[operator='**=']",
          message: 'Exponentiation is not correctly rounded: multiply.',
        },
      ],
    },
  },
);
