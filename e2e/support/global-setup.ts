import { ensureChromium } from './chromium.ts';

/**
 * Chromium is installed, if missing, once before the journeys start: two workers each finding it
 * missing would run apt-get at once, and the second would fail on dpkg's lock.
 */
export default function setup(): void {
  ensureChromium();
}
