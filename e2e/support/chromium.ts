import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink and V8 as the
 * chromium package without the desktop browser around them, which is what Playwright itself runs
 * headless. The same two journeys (planning-map, bookings) took 208 and 218 s with it, 229 and
 * 248 s with the full browser's headless mode, on two cores. CHROMIUM_PATH picks another binary.
 */
const PACKAGE = 'chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? `/usr/bin/${PACKAGE}`;

/** The browser tests' Chromium; as root we install Debian's package, otherwise we say how. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y ${PACKAGE}`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', PACKAGE], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: ensureChromium(),
    // Without the background-networking flags Chromium keeps dialling out on a closed network.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-gl=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
}
