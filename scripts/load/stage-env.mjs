// The environment of a load run (the load stage of `npm test`, and `npm run bench:rush`): the
// production build against a fresh reference ordering API, each guest its own client.
import { randomBytes } from 'node:crypto';

/** `appUrl` is where guests reach the app (a load balancer's address when there is one). */
export function loadStageEnv({ appUrl, apiPort, dataDir }) {
  const clientAddressSecret = randomBytes(24).toString('base64url');
  return {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    // Production's own requirement; the reference API takes the same one and counts per guest.
    CLIENT_ADDRESS_SECRET: clientAddressSecret,
    ORDERING_API_CLIENT_ADDRESS_SECRET: clientAddressSecret,
    PUBLIC_BASE_URL: appUrl,
    REVALIDATE_SECRET: randomBytes(24).toString('base64url'),
    ORDERING_API_URL: `http://127.0.0.1:${apiPort}`,
    ORDERING_API_PORT: String(apiPort),
    ORDERING_API_DATA_DIR: dataDir,
    // The app's table groups start empty too, beside the API's data (never another run's tables).
    GROUPS_DATA_DIR: `${dataDir}/groups`,
    ORDERING_API_APP_URL: appUrl,
    // Every guest comes from 127.0.0.1: the API's account limits would count them as one visitor.
    ORDERING_API_RATE_LIMITS: '0',
    // The app's own limits stay on: each guest is its own client, named as a reverse proxy would
    // name it (X-Forwarded-For), as 50 phones in a restaurant are.
    TRUSTED_PROXY: '1',
    // Paid orders reach the kitchen's "Started" within a second, so guests can follow them there.
    ORDERING_API_KITCHEN_STEP_MS: '1000',
    UPSTREAM_TIMEOUT_MS: '2000',
  };
}
