// Makes sure the browser for the tests is there: Debian's chromium, installed with apt when we can.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(`Chromium is missing: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH to a Chromium binary), then run the tests again.`);
    return false;
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  return existsSync(CHROMIUM_PATH);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
