import type { ProfileInput } from '@/lib/knowledge';

/** Lines up to this long are kept on one line, like the skeleton's. */
const LINE_WIDTH = 120;

function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quoted(name));

/** A value as TypeScript source at `depth` (two spaces each), on one line when it fits. */
function literal(value: unknown, depth: number): string {
  if (value instanceof Date) return `new Date('${value.toISOString().replace('.000Z', 'Z')}')`;
  if (typeof value === 'string') return quoted(value);
  if (value === null || typeof value !== 'object') return String(value);
  const entries = Array.isArray(value)
    ? value.map((item) => literal(item, depth + 1))
    : Object.entries(value).filter(([, inner]) => inner !== undefined).map(([name, inner]) => `${key(name)}: ${literal(inner, depth + 1)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  const inline = Array.isArray(value) ? `[${entries.join(', ')}]` : `{ ${entries.join(', ')} }`;
  if (!inline.includes('\n') && inline.length + depth * 2 <= LINE_WIDTH) return inline;
  const pad = '  '.repeat(depth + 1);
  return `${open}\n${entries.map((entry) => `${pad}${entry},`).join('\n')}\n${'  '.repeat(depth)}${close}`;
}

/** The profile file the importer writes: the same shape as the skeleton's, validated on import. */
export function profileSource({ profileInput, from }: { profileInput: ProfileInput; from: string }): string {
  // The document's file name only: a path could close the comment it is written in.
  const source = from.split(/[\\/]/).pop()?.replace(/\*\//g, '') ?? 'resume.json';
  return `import { parseProfile, type ProfileInput } from '@/lib/knowledge';

/*
 * Your profile, imported from the JSON Resume document ${source} by \`npm run profile:import\`. What JSON Resume
 * does not say is a TODO: \`npm run knowledge:check\` lists each one left. Then run \`npm run ask -- "your question"\`
 * and \`npm run eval\`. The skeleton (\`npm run profile:new -- --out some/path.ts\`) explains every field.
 */
const profileInput: ProfileInput = ${literal(profileInput, 0)};

/** The validated profile; importing it fails loudly, naming each problem, when the file is invalid. */
export const profile = parseProfile(profileInput);

export { profileInput };
`;
}
