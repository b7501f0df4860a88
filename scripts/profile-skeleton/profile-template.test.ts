import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkKnowledge, profileSchema } from '@/lib/knowledge';
import { profileInput } from '@/scripts/profile-skeleton/profile.template';

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[] };

/** Every property path of the schema's input ("experience[].highlights[].en"), through unions and lists. */
function schemaPaths(schema: JsonSchema, prefix = ''): string[] {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) {
    // Of alternative shapes (a plain list, or the list with keywords), the richest is the one to show.
    const richest = branches.map((branch) => schemaPaths(branch, prefix)).sort((left, right) => right.length - left.length)[0];
    return richest ?? [];
  }
  if (schema.items) return schemaPaths(schema.items, `${prefix}[]`);
  return Object.entries(schema.properties ?? {}).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...schemaPaths(inner, path)];
  });
}

function valuePaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => valuePaths(item, `${prefix}[]`)))];
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...valuePaths(inner, path)];
  });
}

describe('the profile skeleton (npm run profile:new)', () => {
  it('shows every field of the schema, optional ones included', () => {
    const json = z.toJSONSchema(profileSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const shown = new Set(valuePaths(profileInput));
    const missing = schemaPaths(json).filter((path) => !shown.has(path));
    expect(missing).toEqual([]);
  });

  it('validates, and knowledge:check asks for each TODO to be replaced', () => {
    const result = checkKnowledge({ profileInput, today: new Date('2026-11-30T00:00:00Z'), maxChunkChars: 1200, publicFileExists: () => false });
    expect(result.chunkCount).toBeGreaterThan(0);
    expect(result.errors.length).toBeGreaterThan(0);
    const placeholder = /TODO placeholder|placeholder address|reserved example domain|not the contact email|FAQ's patterns|names “TODO/;
    expect(result.errors.filter((error) => !placeholder.test(error))).toEqual(['person.photo: public/photo.jpg does not exist, so the page would show a broken image; add the file, or remove photo to show your initials']);
  });

  it('catches the placeholders that do not say TODO: the example email, the todo. links, the missing photo', () => {
    const result = checkKnowledge({ profileInput, today: new Date('2026-11-30T00:00:00Z'), maxChunkChars: 1200, publicFileExists: () => false });
    expect(result.errors).toContain('contact.email: you@example.com is on a reserved example domain, so it leads nowhere; write your own (or set isSample: true for a fictional person)');
    expect(result.errors).toContain("contact.links.github: https://todo.example.com/github is the skeleton's placeholder address (a todo. host); write your own");
    expect(result.errors).toContain("projects[todo-project].url: https://todo.example.com is the skeleton's placeholder address (a todo. host); write your own");
    expect(result.errors).toContainEqual(expect.stringMatching(/^person\.photo: public\/photo\.jpg does not exist/));
  });
});
