/** Finding and starting the document browser. */
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { BROWSER_FAILED_MESSAGE, DocumentBrowserMissing } from './errors.js';

export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

const DEFAULT_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The browser executable: PUPPETEER_EXECUTABLE_PATH when it exists, else Debian's
 * /usr/bin/chromium (or chromium-browser); null when none is installed. The server calls
 * this at start-up to print a clear message instead of failing mid-request.
 */
export function checkBrowserAvailable(): string | null {
  const fromEnv = process.env.PUPPETEER_EXECUTABLE_PATH?.trim();
  const candidates = fromEnv ? [fromEnv, ...DEFAULT_CANDIDATES] : DEFAULT_CANDIDATES;
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

const WRAPPER = path.join(import.meta.dirname, 'chromium-wrapper.sh');
const SETPRIV = '/usr/bin/setpriv';

/** On Linux the browser starts through chromium-wrapper.sh (setpriv --pdeathsig) so it dies with us. */
function deathSignalWrapper(): string | null {
  if (process.platform !== 'linux' || process.env.DOCUMENT_BROWSER_WRAPPER === '0') return null;
  try {
    accessSync(SETPRIV, constants.X_OK);
    accessSync(WRAPPER, constants.X_OK);
    return WRAPPER;
  } catch {
    return null;
  }
}

/** Starts a headless Chromium with LAUNCH_ARGS: no sandbox (root in containers), no GPU, no background network calls. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = checkBrowserAvailable();
  if (!executablePath) throw new DocumentBrowserMissing();
  const wrapper = deathSignalWrapper();
  return puppeteer
    .launch({
      executablePath: wrapper ?? executablePath,
      env: { ...process.env, DOCUMENT_BROWSER_PATH: executablePath },
      headless: true,
      args: [...LAUNCH_ARGS],
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    })
    .catch((err: Error) => {
      // The operator's log says why (missing libraries, a broken wrapper); the client gets the 503.
      console.error(`No se pudo iniciar chromium (${executablePath}): ${String(err.message).split('\n')[0]}`);
      throw new DocumentBrowserMissing(BROWSER_FAILED_MESSAGE);
    });
}
