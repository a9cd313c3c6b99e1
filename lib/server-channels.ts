// Everything the app's server (server/) and the app inside Next (app/, lib/) tell each other,
// named here once and imported by both sides: nothing else passes between them. Plain erasable
// TypeScript with no imports: the server imports it as it is, Next bundles it into the app.
//
// - The server's mode is read, never written: both sides derive it from the command line the
//   process was started with (`node server/main.ts --production|--demo|--dev`), which the
//   launcher chose before the process began.
// - The socket's address travels on each request, in a header the server sets.
// - An answer asks the server to empty its answers cache with a header the server removes.

export type Mode = 'production' | 'demo' | 'development';

/** The server's entry: a process started with it runs the app's server, and the app inside it. */
export const SERVER_ENTRY = 'server/main.ts';

/** The mode a command line's flags ask for: `--production`, else `--dev`, else `--demo`, else production. */
export function modeOfFlags(flags: readonly string[]): Mode {
  if (flags.includes('--production')) return 'production';
  if (flags.includes('--dev')) return 'development';
  if (flags.includes('--demo')) return 'demo';
  return 'production';
}

/**
 * The mode of the app's server this process runs, from its command line; null in any other
 * process (a bare `next start` or `next dev`, `next build`, a test). The flag alone decides:
 * Next sets NODE_ENV itself once it starts, and the server has refused to start when the
 * environment's NODE_ENV=production contradicts its flag (server/settings.ts).
 */
export function serverMode(argv: readonly string[] = process.argv ?? []): Mode | null {
  const entry = argv[1]?.replaceAll('\\', '/');
  if (!entry || (entry !== SERVER_ENTRY && !entry.endsWith(`/${SERVER_ENTRY}`))) return null;
  return modeOfFlags(argv.slice(2));
}

/**
 * Set by the server on every request to the address of the socket it came in on, replacing any
 * value the client sent (server/steps/client-address.ts); the app believes it only inside the
 * server (lib/http/client-address.ts).
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address';

/**
 * An answer that carries this header (ANSWERS_CACHE_CLEAR) empties the server's answers cache
 * as it leaves, and loses the header (server/steps/answers-cache.ts): the revalidation route
 * sends it.
 */
export const ANSWERS_CACHE_HEADER = 'x-answers-cache';
export const ANSWERS_CACHE_CLEAR = 'clear';
