/**
 * Flags Debian's Chromium needs on these machines (root, no GPU, closed network): without the
 * background-networking ones it keeps trying to reach Google's hosts. Used by Playwright and the
 * Lighthouse runner.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
