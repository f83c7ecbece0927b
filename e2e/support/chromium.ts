import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink and V8 as the
 * chromium package without the desktop browser around them, which is what Playwright itself runs
 * headless. The same two journeys (planning-map, bookings) took 208 and 218 s with it, 229 and
 * 248 s with the full browser's headless mode, on two cores. CHROMIUM_PATH picks another binary.
 */
const PACKAGE = 'chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? `/usr/bin/${PACKAGE}`;
/** Mesa's EGL and its software OpenGL (llvmpipe): what the maps' WebGL draws with, see below. */
const MESA_PACKAGES = ['libegl-mesa0', 'libgl1-mesa-dri'];

/** Whether Mesa's EGL and its software driver are installed (Debian keeps them under /usr/lib/<arch>). */
function mesaInstalled(): boolean {
  const arches = existsSync('/usr/lib')
    ? readdirSync('/usr/lib').filter((e) => e.endsWith('-linux-gnu'))
    : [];
  return ['/usr/lib64', '/usr/lib', ...arches.map((arch) => `/usr/lib/${arch}`)].some(
    (dir) =>
      existsSync(path.join(dir, 'libEGL_mesa.so.0')) && existsSync(path.join(dir, 'dri', 'swrast_dri.so')),
  );
}

/** Whether the maps draw with Mesa: looked up (and, as root, installed) once a process. */
let mesaReady: boolean | undefined;

/**
 * The browser tests' Chromium, and Mesa's software OpenGL for their maps: as root we install Debian's
 * packages that are missing. Chromium is needed (otherwise we say how to install it); Mesa is not —
 * without it the maps are drawn by Chromium's own SwiftShader, only slower.
 */
export function ensureChromium(): string {
  // Mesa is asked for once a process: every browser launched would otherwise try apt-get again.
  const askMesa = mesaReady === undefined && !mesaInstalled();
  mesaReady ??= !askMesa;
  const missing = [...(existsSync(CHROMIUM) ? [] : [PACKAGE]), ...(askMesa ? MESA_PACKAGES : [])];
  if (missing.length > 0 && process.getuid?.() === 0) {
    try {
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
    } catch (error) {
      if (!existsSync(CHROMIUM)) throw error;
      console.warn(`Mesa could not be installed (${error}): the maps are drawn with SwiftShader.`);
    }
    if (askMesa) mesaReady = mesaInstalled();
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y ${PACKAGE} ${MESA_PACKAGES.join(' ')}`,
    );
  }
  return CHROMIUM;
}

/**
 * How WebGL is drawn without a GPU. Mesa's llvmpipe (OpenGL through ANGLE, compiled to the machine's
 * vector instructions) rather than Chromium's own SwiftShader, whose GPU process was half of the map
 * journeys' time: the four map journeys took 223 s instead of 265 s on two cores. The page itself is
 * still composited in software: composited through llvmpipe, the journeys without a map were slower
 * (bookings and phone 130 s against 111 s). Chromium keeps software OpenGL on its blocklist, hence
 * the flag that lets it through (decision 0035).
 */
function webglFlags(): string[] {
  if (!mesaReady) return ['--disable-gpu', '--use-gl=swiftshader', '--enable-unsafe-swiftshader'];
  return ['--use-gl=angle', '--use-angle=gl-egl', '--ignore-gpu-blocklist', '--disable-gpu-compositing'];
}

export function launchChromium(): Promise<Browser> {
  // First: it settles whether Mesa draws the maps (webglFlags).
  const executablePath = ensureChromium();
  return chromium.launch({
    executablePath,
    // Without the background-networking flags Chromium keeps dialling out on a closed network.
    args: [
      '--no-sandbox',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...webglFlags(),
    ],
  });
}
