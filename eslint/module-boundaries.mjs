/**
 * The layers of `lib/`: each module, what it is for, and the modules it may import. Lint enforces the table
 * (a module importing one not listed, or another module's internals, fails `npm run lint`), refuses a table with
 * a cycle, and the README's "Architecture" section is checked against it by a test.
 */
export const MODULES = {
  contracts: [],
  config: ['contracts'],
  i18n: ['contracts'],
  text: ['contracts'],
  lexicon: ['contracts', 'text'],
  knowledge: ['contracts', 'i18n', 'lexicon', 'text'],
  retrieval: ['contracts', 'knowledge', 'lexicon', 'text'],
  filters: ['contracts', 'text'],
  scheduling: ['knowledge'],
  site: ['config', 'contracts', 'knowledge'],
  prompt: ['config', 'contracts', 'knowledge', 'lexicon', 'retrieval', 'text'],
  cv: ['contracts', 'i18n', 'knowledge', 'site'],
  embed: ['contracts', 'i18n'],
  offline: ['contracts', 'i18n', 'knowledge', 'lexicon', 'retrieval', 'text'],
  catalog: ['contracts', 'i18n', 'knowledge', 'offline', 'prompt', 'retrieval', 'text'],
  store: ['config', 'contracts'],
  notifications: ['config', 'store'],
  platform: ['config', 'contracts', 'i18n', 'knowledge', 'notifications', 'prompt', 'store'],
  admission: ['config', 'platform', 'store'],
  chat: ['admission', 'catalog', 'config', 'contracts', 'filters', 'i18n', 'knowledge', 'lexicon', 'offline', 'platform', 'prompt', 'retrieval', 'scheduling', 'store', 'text'],
  fit: ['admission', 'contracts', 'filters', 'i18n', 'knowledge', 'lexicon', 'platform', 'prompt', 'retrieval', 'store', 'text'],
  feedback: ['admission', 'contracts', 'knowledge', 'platform', 'retrieval', 'store'],
  'visitor-requests': ['config', 'contracts', 'i18n', 'platform', 'scheduling', 'store'],
};

/** Entry points besides a module's `index.ts`: what the browser may load (the embedded chat's messages, the fit check, the language check), the owner's profile (data, by its own path), and the response headers `proxy.ts` loads on every request without the composition root. */
export const EXTRA_ENTRIES = ['embed/client', 'fit/client', 'i18n/client', 'knowledge/profile', 'platform/response-headers'];

/** Throws when the table is not a directed acyclic graph (or names a module it does not define). */
export function assertAcyclic(modules) {
  const state = new Map();
  const visit = (name, path) => {
    if (!(name in modules)) throw new Error(`module-boundaries: ${path.join(' → ')} names an unknown module "${name}"`);
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`module-boundaries: cycle ${[...path, name].join(' → ')}`);
    state.set(name, 'visiting');
    for (const dependency of modules[name]) visit(dependency, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(modules)) visit(name, []);
}

// Module names are lowercase words joined by hyphens; only the dot of a path needs escaping.
const escape = (text) => text.replace(/[.]/g, '\\.');
const extraEntries = EXTRA_ENTRIES.map(escape).join('|');

/**
 * `no-restricted-imports` patterns for the code of `lib/<own>`, or, with `own` null, for app, components, scripts,
 * evals and tests (which may use any module, through its entry point). A test of a module may also read its own
 * internals (`internalsOf`).
 */
function patternsFor(own, internalsOf = own) {
  const allowed = own === null ? Object.keys(MODULES) : [own, ...MODULES[own]];
  const others = Object.keys(MODULES).filter((name) => !allowed.includes(name));
  const patterns = [
    {
      // Another module's internals: only its index.ts (or a listed entry point) is its public surface.
      regex: `^@/lib/(?!${internalsOf === null ? '' : `${escape(internalsOf)}/|`}(?:${extraEntries})$)[^/]+/.+`,
      message: 'Import another lib/ module through its entry point (`@/lib/<module>`), never its internal files.',
    },
  ];
  if (others.length > 0) {
    patterns.push({
      regex: `^@/lib/(?:${others.map(escape).join('|')})(?:/|$)`,
      message: `lib/${own} may import only ${MODULES[own].join(', ') || 'nothing of lib/'} (see eslint/module-boundaries.mjs and the README's Architecture section).`,
    });
  }
  if (own !== null) {
    patterns.push({ regex: '^@/(?:app|components|scripts|evals|e2e)(?:/|$)', message: 'lib/ never imports the app, components, scripts, evals or e2e.' });
  }
  return patterns;
}

/** One config block per module, then one for everything outside lib/. */
export function moduleBoundaryConfigs() {
  assertAcyclic(MODULES);
  return [
    ...Object.keys(MODULES).flatMap((name) => [
      {
        files: [`lib/${name}/**/*.{ts,tsx}`],
        ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.contract.ts'],
        rules: { 'no-restricted-imports': ['error', { patterns: patternsFor(name) }] },
      },
      {
        files: [`lib/${name}/**/*.test.{ts,tsx}`, `lib/${name}/**/*.contract.ts`],
        rules: { 'no-restricted-imports': ['error', { patterns: patternsFor(null, name) }] },
      },
    ]),
    {
      files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'scripts/**/*.ts', 'evals/**/*.ts', 'test/**/*.ts', 'e2e/**/*.ts', '*.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: patternsFor(null) }] },
    },
    {
      files: ['**/*.{ts,tsx,mjs}'],
      ignores: ['node_modules/**', '.next/**'],
      rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
    },
  ];
}
