// Browser tests need Debian's Chromium and a Korean font. npm cannot install them, so this step does
// (when it may) or stops with the exact command that does. It never lets the browser tests skip.
// The journeys run in Debian's headless shell build of the same Chromium (chromium-headless-shell,
// see playwright.config.ts) when it is there: it does the same layout and script work without the
// full browser's windowing, about half the CPU per page on a 2-core machine. It is installed beside
// Chromium when this step may install; without it the journeys use /usr/bin/chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FIX = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';
const SHELL_FIX = 'apt-get install -y chromium-headless-shell';
const hasChromium = () => existsSync('/usr/bin/chromium');
const hasShell = () => existsSync('/usr/bin/chromium-headless-shell');
const hasKoreanFont = () => {
  try {
    return execSync('fc-list :lang=ko family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const install = (command) => {
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    // the checks below decide
  }
};

if (!hasChromium() || !hasKoreanFont()) {
  if (isRoot) {
    console.info(`Installing Chromium and a Korean font: ${FIX}`);
    install(FIX);
  }
  if (!hasChromium() || !hasKoreanFont()) {
    console.error(`Browser tests need Chromium and a Korean font. Run:\n  sudo ${FIX}`);
    process.exit(1);
  }
}
if (!hasShell() && isRoot) {
  console.info(`Installing Chromium's headless shell for the browser tests: ${SHELL_FIX}`);
  install(SHELL_FIX);
}
if (!hasShell()) console.info(`The browser tests use /usr/bin/chromium (faster with: sudo ${SHELL_FIX})`);
