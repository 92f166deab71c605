import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';

const NO_MERCHANT_CODE = {
  selector:
    "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='code'] ~ Literal[value=/^(ph|bd)$/]",
  message: 'No merchant-specific code in core: use a manifest field, theme token, message or asset.',
};

const SCREENS = path.resolve('core/app/src/screens');

/**
 * A screen never imports from another screen's folder: what two areas share lives in components/ (UI, e.g. the page
 * kit components/page/) or state/ (rules and data). Resolves every static and dynamic import against the file.
 */
const noCrossScreenImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cross:
        "screens/{{from}} imports screens/{{to}} ('{{source}}'): move what both use to components/ (UI) or state/ (not UI).",
    },
  },
  create(context) {
    const areaOf = (file) => {
      const rel = path.relative(SCREENS, file);
      return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
    };
    const from = areaOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(context.filename), source));
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to, source } });
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
    };
  },
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
    // Route paths are written out once, in the route table (routes/table.ts ROUTES): everything else names a route id (pathOf).
    files: ['core/app/src/**/*.{ts,tsx}'],
    ignores: ['core/app/src/routes/table.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_MERCHANT_CODE,
        {
          selector: 'Literal[value=/^\\/m(\\/|$)/]',
          message:
            "No route path literal outside the route table (routes/table.ts): use pathOf('<route id>').",
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/m(\\/|$)/]',
          message:
            "No route path literal outside the route table (routes/table.ts): use pathOf('<route id>', query).",
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
    // Screen areas stand side by side: screens/<A>/ never imports screens/<B>/ (tests included).
    files: ['core/app/src/screens/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'no-cross-screen-imports': noCrossScreenImports } } },
    rules: { 'local/no-cross-screen-imports': 'error' },
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
