// What `npm test` needs beyond Node.js and npm, checked before any suite runs, so a fresh machine
// hears at once what to install instead of failing halfway through. Pure, so a test can check it
// (scripts/test-prerequisites.test.ts); playwright.config.ts chooses its browser with
// `systemChromium` below, so the check and the suite always agree. Plain erasable TypeScript:
// scripts/test.mjs imports it as it is (Node strips the types).

type Env = Record<string, string | undefined>;
type Exists = (path: string) => boolean;

/**
 * Debian's headless Chromium (package chromium-headless-shell), which the e2e suite uses where the
 * machine has it: the same kind of browser Playwright's own headless runs use, and about a third
 * less CPU per test than the full browser started headless (docs/testing.md).
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium (package chromium): the suite's browser where the headless shell is not installed; Lighthouse's. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEFAULT_REDIS_SERVER = '/usr/bin/redis-server';
export const DEFAULT_NGINX = '/usr/sbin/nginx';

/**
 * The Chromium the e2e suite launches: PW_CHROMIUM_PATH when set; else Debian's where the machine
 * has it (no browser downloads there), its headless shell first, unless PW_USE_BUNDLED is set.
 * Undefined: Playwright's own.
 */
export function systemChromium(env: Env, exists: Exists): string | undefined {
  if (env.PW_CHROMIUM_PATH) return env.PW_CHROMIUM_PATH;
  if (env.PW_USE_BUNDLED) return undefined;
  return [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((path) => exists(path));
}

export type MissingPiece = {
  /** What is missing, as the message names it: "Chromium", "Redis server", "nginx". */
  name: string;
  /** Where it was looked for and what needs it. */
  detail: string;
  /** The Debian/Ubuntu package that provides it, when installing one is the fix. */
  debianPackage?: string;
  /** How to get it, the usual way first. */
  install: string[];
};

/** The programs the tests start, each at a path an environment variable may change. */
const PROGRAMS = {
  redis: {
    name: 'Redis server',
    variable: 'REDIS_SERVER',
    fallback: DEFAULT_REDIS_SERVER,
    debianPackage: 'redis-server',
    neededBy: "the rate limits' Jest tests and the scale-out e2e start one",
  },
  nginx: {
    name: 'nginx',
    variable: 'NGINX',
    fallback: DEFAULT_NGINX,
    debianPackage: 'nginx-light',
    neededBy: "the scale-out e2e's load balancer",
  },
};

type Piece = 'chromium' | keyof typeof PROGRAMS;

/** What each stage of `npm test` (`node scripts/test.mjs unit|e2e|shapes|load`) needs. */
const NEEDS: Record<string, Piece[]> = {
  unit: ['redis'],
  e2e: ['chromium', 'redis', 'nginx'],
  shapes: ['chromium', 'redis', 'nginx'],
  load: [],
};
export const STAGES = Object.keys(NEEDS);

const PLAYWRIGHT_INSTALL = 'npx playwright install chromium';
const apt = (...packages: string[]) => `sudo apt-get install -y ${packages.join(' ')}`;
const onDebian = (...packages: string[]) => `Debian/Ubuntu: ${apt(...packages)}`;

function program(piece: keyof typeof PROGRAMS, env: Env, exists: Exists): MissingPiece | undefined {
  const { name, variable, fallback, debianPackage, neededBy } = PROGRAMS[piece];
  const path = env[variable] ?? fallback;
  if (exists(path)) return undefined;
  if (env[variable] !== undefined) {
    return {
      name,
      detail: `${variable} names ${path}, which does not exist (${neededBy})`,
      install: [`point ${variable} at an installed ${name}, or unset it and (Debian/Ubuntu): ${apt(debianPackage)}`],
    };
  }
  return {
    name,
    detail: `${path} is missing (${neededBy}; ${variable} may name another)`,
    debianPackage,
    install: [onDebian(debianPackage)],
  };
}

/** The browser the e2e suite would launch, chosen by `systemChromium` as playwright.config.ts does. */
function chromium(env: Env, exists: Exists, bundledChromium: () => string): MissingPiece | undefined {
  const name = 'Chromium';
  const chosen = systemChromium(env, exists);
  if (chosen !== undefined) {
    if (exists(chosen)) return undefined;
    // Only PW_CHROMIUM_PATH chooses a browser that is not there.
    return {
      name,
      detail: `PW_CHROMIUM_PATH names ${chosen}, which does not exist (the e2e suite's browser)`,
      install: [`point PW_CHROMIUM_PATH at an installed Chromium, or unset it and (Debian/Ubuntu): ${apt('chromium')}`],
    };
  }
  const bundled = bundledChromium();
  if (exists(bundled)) return undefined;
  if (env.PW_USE_BUNDLED) {
    return {
      name,
      detail: `Playwright's own browser is not installed at ${bundled} (PW_USE_BUNDLED is set; the e2e suite's browser)`,
      install: [PLAYWRIGHT_INSTALL],
    };
  }
  return {
    name,
    detail: `neither ${DEBIAN_HEADLESS_SHELL}, ${DEBIAN_CHROMIUM} nor Playwright's own browser is installed (the e2e suite's browser)`,
    debianPackage: 'chromium-headless-shell',
    install: [
      onDebian('chromium-headless-shell'),
      `where browser downloads are allowed, Playwright's own: ${PLAYWRIGHT_INSTALL} (PW_USE_BUNDLED=1 then prefers it to Debian's)`,
    ],
  };
}

/**
 * What the given stages of `npm test` need and this machine lacks: Chromium for the e2e suite
 * (as playwright.config.ts chooses it), Redis for the rate limits' Jest tests and the scale-out
 * e2e (REDIS_SERVER, else Debian's), nginx for the scale-out e2e's load balancer (NGINX, else
 * Debian's). `bundledChromium` gives the path of Playwright's own browser; it is asked only when
 * the suite would use it.
 */
export function missingPrerequisites({
  env,
  exists,
  bundledChromium,
  stages = STAGES,
}: {
  env: Env;
  exists: Exists;
  bundledChromium: () => string;
  stages?: readonly string[];
}): MissingPiece[] {
  const needed = new Set(stages.flatMap((stage) => NEEDS[stage] ?? []));
  const missing = [
    needed.has('chromium') ? chromium(env, exists, bundledChromium) : undefined,
    needed.has('redis') ? program('redis', env, exists) : undefined,
    needed.has('nginx') ? program('nginx', env, exists) : undefined,
  ];
  return missing.filter((piece) => piece !== undefined);
}

/** One message for all of it: each missing piece, how to get it, and all the packages in one line. */
export function prerequisitesMessage(missing: readonly MissingPiece[]): string {
  const lines = ['npm test needs more than Node.js on this machine; no suite was run. Missing:'];
  for (const piece of missing) {
    lines.push(`  - ${piece.name}: ${piece.detail}`);
    for (const [index, way] of piece.install.entries()) lines.push(`      ${index === 0 ? '' : 'or '}${way}`);
  }
  const packages = missing.flatMap((piece) => (piece.debianPackage ? [piece.debianPackage] : []));
  if (packages.length > 1) lines.push('All at once on Debian/Ubuntu (as .ci/run does):', `  ${apt(...packages)}`);
  return lines.join('\n');
}
