// The environments `npm start` gives the app and, when ORDERING_API_URL is not set, the reference
// ordering API it runs beside it: pure, so a test can check them (scripts/start-env.test.ts).
// Plain erasable TypeScript: scripts/start.mjs imports it as it is (Node strips the types).

type Env = Record<string, string | undefined>;

/** The address `npm start` serves, as a browser opens it (0.0.0.0 listens everywhere: localhost). */
export const servedUrl = (host: string, port: string): string => `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

/**
 * The demo, with the reference API: the app's address for mail links and canonical URLs is
 * PUBLIC_BASE_URL, else the address it is served on (said in `notes`); the API learns it for the
 * links in its mails (ORDERING_API_APP_URL). The demo app takes writes at whatever address it
 * is opened (localhost, 127.0.0.1, the machine's network address from a phone) and sends
 * payments back there, so the API takes return URLs to that origin and to any host name on the
 * app's own port over plain http (ORDERING_API_RETURN_ORIGINS). The two share CLIENT_ADDRESS_SECRET (`newSecret()` when unset),
 * so the API believes the guest address the app forwards and counts its limits per guest.
 * Settings given in `env` win. Without the reference API (`withReferenceApi` false) nothing is
 * filled in: a real deployment sets PUBLIC_BASE_URL itself, and the app refuses to start in
 * production without it.
 */
export function startEnvironments(
  env: Env,
  { host, port, withReferenceApi, newSecret = () => '' }: { host: string; port: string; withReferenceApi: boolean; newSecret?: () => string },
): { app: Env; api: Env | null; notes: string[] } {
  // The server sets NODE_ENV itself: one that comes from the environment means production.
  const app: Env = { ...env };
  delete app.NODE_ENV;
  const notes: string[] = [];
  if (!withReferenceApi) return { app, api: null, notes };
  if (!app.PUBLIC_BASE_URL) {
    app.PUBLIC_BASE_URL = servedUrl(host, port);
    notes.push(`PUBLIC_BASE_URL is not set: using ${app.PUBLIC_BASE_URL} (the only origin that may post to the app, where payments return and mail links point)`);
  }
  const publicUrl = new URL(app.PUBLIC_BASE_URL);
  app.CLIENT_ADDRESS_SECRET ||= newSecret() || undefined;
  const api = {
    ...app,
    ORDERING_API_CLIENT_ADDRESS_SECRET: env.ORDERING_API_CLIENT_ADDRESS_SECRET || app.CLIENT_ADDRESS_SECRET,
    ORDERING_API_PORT: env.ORDERING_API_PORT || '4010',
    ORDERING_API_APP_URL: env.ORDERING_API_APP_URL || `${publicUrl.origin}${publicUrl.pathname}`.replace(/\/+$/, ''),
    ORDERING_API_RETURN_ORIGINS: env.ORDERING_API_RETURN_ORIGINS || `${publicUrl.origin}, http://*:${port}`,
  };
  return { app, api, notes };
}
