/** The owner's initials for the mark, the icons and the preview image: first and last name's first letters. */
export function initials({ name }: { name: string }): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return [first, last].map((word) => Array.from(word)[0] ?? '').join('').toLocaleUpperCase();
}
