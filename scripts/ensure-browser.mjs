// Browser tests need Debian's Chromium and a Korean font. npm cannot install them, so this step does
// (when it may) or stops with the exact command that does. It never lets the browser tests skip.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FIX = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';
const hasChromium = () => existsSync('/usr/bin/chromium');
const hasKoreanFont = () => {
  try {
    return execSync('fc-list :lang=ko family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

if (!hasChromium() || !hasKoreanFont()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.info(`Installing Chromium and a Korean font: ${FIX}`);
    try {
      execSync(FIX, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch {
      // fall through to the message below
    }
  }
  if (!hasChromium() || !hasKoreanFont()) {
    console.error(`Browser tests need Chromium and a Korean font. Run:\n  sudo ${FIX}`);
    process.exit(1);
  }
}
