function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * "experience[acme-health].highlights[0].es": list entries are named by their id or slug
 * (editors find entries by name, not by position); entries without one keep their index.
 */
export function describeProfilePath({ path, profile }: { path: readonly PropertyKey[]; profile: unknown }): string {
  let text = '';
  let node = profile;
  for (const key of path) {
    node = isRecord(node) ? node[key] : undefined;
    if (typeof key !== 'number') {
      text += text ? `.${String(key)}` : String(key);
      continue;
    }
    const name = isRecord(node) ? (node.id ?? node.slug) : undefined;
    text += typeof name === 'string' && name.length > 0 ? `[${name}]` : `[${key}]`;
  }
  return text || 'profile';
}
