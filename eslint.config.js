import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // ReDoS (finding 1 of the attack run): a regex that backtracks super-linearly on untrusted text stalls the
    // thread that runs it. Checked everywhere text from a user is matched: server, shared schemas, fuzz.
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  {
    // Known findings not yet rewritten (each needs the engine's evaluation re-run): warned, not failed, until
    // they are. Their input is bounded (CONTENT_MAX) and they run in the engine's threads, not the server's.
    files: [
      'src/server/engine/detectors/patent-naming.ts',
      'src/server/engine/detectors/patent-signals.ts',
      'src/server/engine/detectors/patent-structure.ts',
      'src/server/engine/detectors/trademark-context.ts',
      'src/server/engine/detectors/trademark-read-run.ts',
      'src/server/llm/chat-completions.ts',
    ],
    rules: { 'regexp/no-super-linear-backtracking': 'warn' },
  },
);
