/**
 * Debian's Chromium (scripts/install-system-deps.sh) as every browser tool here launches it: the browser
 * tests, Lighthouse and the screenshot script. Never a downloaded browser.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, and without the networking flags Chromium keeps calling home on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
