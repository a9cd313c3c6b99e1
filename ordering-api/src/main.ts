import type { IdentityConfig } from './accounts/config.ts';
import { identityConfigFromEnv } from './accounts/config.ts';
import type { OrderConfig } from './orders/config.ts';
import { orderConfigFromEnv } from './orders/config.ts';
import { defaultDataDir } from './paths.ts';
import { startReferenceApi } from './server.ts';
import type { WireConfig } from './wire.ts';
import { wireConfigFromEnv } from './wire.ts';

const env = process.env;
const port = Number(env.ORDERING_API_PORT ?? '4010');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`ordering-api: invalid ORDERING_API_PORT ${env.ORDERING_API_PORT}`);
  process.exit(1);
}

let orderConfig: OrderConfig;
let identity: Partial<IdentityConfig>;
let wire: WireConfig;
try {
  orderConfig = orderConfigFromEnv(env);
  identity = identityConfigFromEnv(env);
  wire = wireConfigFromEnv(env);
} catch (error) {
  console.error(`ordering-api: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const api = await startReferenceApi({
  dataDir: defaultDataDir(env),
  port,
  host: env.ORDERING_API_HOST || '127.0.0.1',
  dev: env.ORDERING_API_DEV !== '0',
  kitchenStepMs: orderConfig.kitchenStepMs,
  returnOrigins: orderConfig.returnOrigins,
  identity,
  wire,
});
console.log(`ordering-api listening on ${api.url}`);

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => {
    console.error(`ordering-api: forced exit after ${signal}`);
    process.exit(1);
  }, 10_000);
  timer.unref();
  api.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('ordering-api: error while stopping', error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
