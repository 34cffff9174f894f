/**
 * Debian's Chromium, as the browser tests and the benchmark launch it. The flags keep a headless root run working
 * on a machine with no network: without the background-networking ones Chromium keeps dialling out and failing.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
