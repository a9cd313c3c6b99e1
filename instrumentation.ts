/**
 * Runs once when the server starts: a production server without a session secret, without its
 * public address (PUBLIC_BASE_URL) or with any other bad setting must not start.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production') return;
  const problem = await configurationProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

async function configurationProblem(): Promise<string | null> {
  // Imported here, in the Node.js runtime only (it hashes with node:crypto).
  const { readSessionSecrets } = await import('./lib/security/session-secrets');
  const { problems } = readSessionSecrets(process.env.SESSION_SECRET);
  if (problems.length) {
    return `${problems.join('; ')}: SESSION_SECRET (at least 32 characters; several, comma-separated and the newest last, while rotating) is required in production. \`npm start\` generates one for the demo.`;
  }
  try {
    // Reading the configuration checks it (lib/env.ts).
    await import('./lib/env');
    return null;
  } catch (error) {
    return `Invalid configuration: ${error instanceof Error ? error.message : String(error)}`;
  }
}
