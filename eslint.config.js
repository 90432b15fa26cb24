// `npm run lint` (eslint . --max-warnings 0), also a step of `npm test`.
// Syntax-only rules (no type information), so the whole tree lints in seconds on two cores.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

// The dependency rule of docs/architecture.md: src → renderer → widgets → contract, server → contract.
// Keys are the folders whose imports are checked; tests/, bench/, scripts/, .storybook/ and the
// screen-data checks in schemas/ may import anything. `schemas` in a list allows its JSON files only
// (the built-in screens) and builtin.ts, their lazy index: the page-model code lives in contract/.
// Tests and stories beside the code may also read those JSON files as fixtures.
const allowedFolders = {
  contract: ['contract'],
  widgets: ['widgets', 'contract'],
  renderer: ['renderer', 'widgets', 'contract'],
  src: ['src', 'renderer', 'widgets', 'contract', 'schemas'],
  server: ['server', 'contract', 'schemas'],
};
const ourFolders = new Set([...Object.keys(allowedFolders), 'schemas']);
const metaSchema = path.join('schemas', 'page.schema.json');
const fixtureFile = /\.(test|stories)\.tsx?$/;
const screenData = (target) => target.endsWith('.json') || target === path.join('schemas', 'builtin.ts');

/** @type {import('eslint').Rule.RuleModule} */
const folderBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'imports follow the folder dependency rule (src → renderer → widgets → contract, server → contract)' },
    schema: [],
    messages: {
      forbidden: '{{from}}/ may import only {{allowed}}; "{{source}}" is in {{to}}/.',
      schemaCode: '{{from}}/ may read only the screens in schemas/ (*.json, builtin.ts); page-model code belongs in contract/ ("{{source}}").',
    },
  },
  create(context) {
    const file = path.relative(root, context.filename);
    const from = file.split(path.sep)[0];
    const allowed = allowedFolders[from];
    if (!allowed || file.startsWith('..')) return {};
    function check(node) {
      const source = node?.value;
      // Package imports are not ours; only relative paths can cross our folders.
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source));
      const to = target.split(path.sep)[0];
      if (!ourFolders.has(to)) return;
      if (to === 'schemas' && target.endsWith('.json') && fixtureFile.test(file)) return;
      // The meta-schema stays beside the pages whose $schema points at it; contract/ compiles it.
      if (from === 'contract' && target === metaSchema) return;
      if (!allowed.includes(to)) {
        context.report({ node, messageId: 'forbidden', data: { from, to, source, allowed: allowed.map((f) => `${f}/`).join(', ') } });
      } else if (to === 'schemas' && !screenData(target)) {
        context.report({ node, messageId: 'schemaCode', data: { from, source } });
      }
    }
    const isGlob = (callee) =>
      callee.type === 'MemberExpression' && callee.object.type === 'MetaProperty' && callee.object.property.name === 'meta' && callee.property.name === 'glob';
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
      // Vite's import.meta.glob('../x/*.ts') imports as surely as `import`.
      CallExpression(node) {
        if (!isGlob(node.callee) || !node.arguments[0]) return;
        const first = node.arguments[0];
        for (const pattern of first.type === 'ArrayExpression' ? first.elements : [first]) {
          if (pattern?.type === 'Literal') check(pattern);
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/', '.tmp/', 'storybook-static/', 'data/', 'node_modules/', 'test-results/', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'folder-boundaries': folderBoundaries } } },
    rules: {
      'local/folder-boundaries': 'error',
      // The two classic hook rules. The plugin's v7 `recommended` set adds React Compiler rules (refs,
      // set-state-in-effect, purity…); the app is not built with the compiler, and the patterns they
      // flag here (latest-value refs, resetting local state when a prop changes) are deliberate.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A leading underscore marks a deliberately unused binding (a skipped tuple slot, a property
      // left out of a rest copy); rest siblings drop properties on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Sanitisers and file-name checks match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // Tests read untyped JSON answers and poke at internals; `any` there is the honest type.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
