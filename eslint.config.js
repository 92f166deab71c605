import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const NO_MERCHANT_CODE = {
  selector:
    "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='code'] ~ Literal[value=/^(ph|bd)$/]",
  message: 'No merchant-specific code in core: use a manifest field, theme token, message or asset.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'dist-fixtures/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/generated/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['core/app/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', NO_MERCHANT_CODE],
    },
  },
  {
    // Route paths are written out once, in routes/paths.ts: everything else names a route id (pathOf).
    files: ['core/app/src/**/*.{ts,tsx}'],
    ignores: ['core/app/src/routes/paths.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_MERCHANT_CODE,
        {
          selector: 'Literal[value=/^\\/m(\\/|$)/]',
          message: "No route path literal outside routes/paths.ts: use pathOf('<route id>').",
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/m(\\/|$)/]',
          message: "No route path literal outside routes/paths.ts: use pathOf('<route id>', query).",
        },
      ],
    },
  },
  {
    // Screens read stores and call their actions; only stores call api/* (types may still be imported).
    files: ['core/app/src/{screens,components,layout}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api(/|$)',
              allowTypeImports: true,
              message: 'Screens, components and the layout read stores (state/): only a store calls api/*.',
            },
          ],
        },
      ],
    },
  },
  {
    // Stores sit below the UI: a store never imports a screen, component or layout module (screens read stores).
    files: ['core/app/src/state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(screens|components|layout)(/|$)',
              message:
                'A store never imports UI (screens/, components/, layout/): move the shared rule into state/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests poke at parsed JSON on purpose (broken manifests, odd payloads).
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
