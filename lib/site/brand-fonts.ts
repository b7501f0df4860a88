import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The weights the CV and the link-preview images use. */
export type BrandFontWeight = 400 | 600 | 700;

const FILES: Record<BrandFontWeight, string> = {
  400: '400Regular/Inter_400Regular.ttf',
  600: '600SemiBold/Inter_600SemiBold.ttf',
  700: '700Bold/Inter_700Bold.ttf',
};

const cache = new Map<BrandFontWeight, Buffer>();

/**
 * Inter (SIL Open Font License) as TrueType, from the `@expo-google-fonts/inter` package: full Latin, Greek
 * and Cyrillic coverage, which the PDF library embeds (subset) and the image renderer reads. The web page uses
 * the same family as a variable WOFF2 (`@fontsource-variable/inter`). Read from the project folder, as Next's
 * documentation does for image fonts, so no bundler has to understand the file.
 */
export function readBrandFont({ weight }: { weight: BrandFontWeight }): Buffer {
  let font = cache.get(weight);
  if (!font) {
    font = readFileSync(join(process.cwd(), 'node_modules', '@expo-google-fonts', 'inter', FILES[weight]));
    cache.set(weight, font);
  }
  return font;
}
