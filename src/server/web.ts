/**
 * The web app's build: `ensureWebBuilt()` returns the absolute path of `web/dist`, building it with Vite's
 * JS API on first start or when a source (the app, or the rules library it bundles) is newer than the build.
 */
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEB = join(ROOT, 'web');
const DIST = join(WEB, 'dist');
/** What the bundle is made of: a change in any of these calls for a new build. */
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(ROOT, 'src', 'engine'),
  join(ROOT, 'src', 'games'),
  // The bot levels and their times per decision, which the lobby states.
  join(ROOT, 'src', 'bots', 'levels.ts'),
];

/** The newest modification time under `path` (0 when it does not exist). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.') || name.endsWith('.test.ts')) continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

/** True when `web/dist` is missing or older than one of its sources. */
export function webBuildStale(): boolean {
  const index = join(DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newest(s) > built);
}

let building: Promise<string | null> | null = null;

/**
 * The absolute path of the built web app, building it first when needed; null (with the reason logged) when
 * the build fails. Concurrent callers share one build.
 */
export function ensureWebBuilt(log: (msg: string) => void = (m) => console.error(m)): Promise<string | null> {
  if (!webBuildStale()) return Promise.resolve(DIST);
  building ??= (async () => {
    try {
      // Built aside then moved into place, so that a server (or a test run in another process) never
      // serves a half-written folder, and two processes building at once do not clash.
      const tmp = `${DIST}.tmp-${process.pid}-${Date.now()}`;
      const { build } = await import('vite');
      await build({
        configFile: join(WEB, 'vite.config.ts'),
        logLevel: 'warn',
        mode: 'production',
        build: { outDir: tmp, emptyOutDir: true },
      });
      if (!existsSync(join(tmp, 'index.html'))) {
        log('web build: vite finished but index.html is missing');
        return null;
      }
      try {
        if (!webBuildStale()) {
          // Another process built the same sources meanwhile: keep its folder (a server may be serving it).
          rmSync(tmp, { recursive: true, force: true });
          return DIST;
        }
        rmSync(DIST, { recursive: true, force: true });
        renameSync(tmp, DIST);
      } catch (e) {
        // Another process put its build in place first: keep it.
        rmSync(tmp, { recursive: true, force: true });
        if (!existsSync(join(DIST, 'index.html'))) throw e;
      }
      return DIST;
    } catch (e) {
      log(`web build failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      return null;
    } finally {
      building = null;
    }
  })();
  return building;
}
