/** Runs once when the server starts: a production server without a session secret must not start. */
export function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production') return;
  const secret = process.env.SESSION_SECRET;
  if (!secret || secret.length < 32) {
    console.error('SESSION_SECRET (at least 32 characters) is required in production. `npm start` generates one for the demo.');
    process.exit(1);
  }
}
