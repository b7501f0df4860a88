import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assertAcyclic, MODULES } from './module-boundaries.mjs';

const libFolders = readdirSync('lib', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();

/** The README's Architecture table: one row per module, `| \`lib/<name>\` | what it is for | imports |`. */
function readmeModules(): Record<string, string[]> {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Architecture'), readme.indexOf('\n## ', readme.indexOf('## Architecture') + 1));
  const rows = [...section.matchAll(/^\| `lib\/([a-z0-9-]+)` \|[^|]*\| ([^|]*) \|$/gm)];
  return Object.fromEntries(rows.map(([, name, imports]) => [name, (imports ?? '').trim() === '—' ? [] : (imports ?? '').split(',').map((item) => item.trim().replace(/`/g, ''))]));
}

describe('module boundaries', () => {
  it('names every lib/ folder, and only those', () => {
    expect(Object.keys(MODULES).sort()).toEqual(libFolders);
  });

  it('is a directed acyclic graph', () => {
    expect(() => assertAcyclic(MODULES)).not.toThrow();
    expect(() => assertAcyclic({ a: ['b'], b: ['c'], c: ['a'] })).toThrow(/cycle a → b → c → a/);
    expect(() => assertAcyclic({ a: ['missing'] })).toThrow(/unknown module "missing"/);
  });

  it('is the table the README shows', () => {
    const documented = readmeModules();
    expect(Object.keys(documented).sort()).toEqual(Object.keys(MODULES).sort());
    for (const [name, imports] of Object.entries(MODULES)) expect(documented[name], name).toEqual([...imports].sort());
  });
});
