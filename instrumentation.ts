/**
 * Runs once when the server starts: a production server without a session secret, without its
 * public address (PUBLIC_BASE_URL) or with any other bad setting must not start.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production') return;
  const secret = process.env.SESSION_SECRET;
  if (!secret || secret.length < 32) {
    console.error('SESSION_SECRET (at least 32 characters) is required in production. `npm start` generates one for the demo.');
    process.exit(1);
  }
  try {
    // Reading the configuration checks it (lib/env.ts).
    await import('./lib/env');
  } catch (error) {
    console.error(`Invalid configuration: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
