// How everything here launches Debian's Chromium (never a downloaded browser): the Playwright config for
// every page, the suites that launch a browser of their own with extra flags (the scanner's fake camera),
// and the first-load benchmark.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium's path (CHROMIUM_PATH, else Debian's) and its flags, plus `extraArgs`. */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  };
}
