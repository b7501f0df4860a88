import { rmSync } from 'node:fs';

/** Removes the temporary data folder (the server's SQLite store) that playwright.config.ts created for this run. */
export default function globalTeardown() {
  const folder = process.env.E2E_DATA_DIR;
  if (folder) rmSync(folder, { recursive: true, force: true });
}
