/** Order-flow settings: the kitchen timer and the return-URL allowlist (env or options). */

export const DEFAULT_KITCHEN_STEP_MS = 60_000;

type Env = Readonly<Record<string, string | undefined>>;

/** One allowed origin of a payment `returnUrl`; port `*` allows any port, host name `*` any name (the demo's app, opened at any address). */
export type ReturnOrigin = { protocol: 'http:' | 'https:'; hostname: string; port: string };

export type OrderConfig = {
  /** Milliseconds per kitchen step (Added → Started → Done → Delivered); 0 = only by hand. */
  kitchenStepMs: number;
  returnOrigins: ReturnOrigin[];
};

/** Without ORDERING_API_RETURN_ORIGINS only loopback apps may be returned to. */
export const LOOPBACK_ORIGINS: ReturnOrigin[] = [
  { protocol: 'http:', hostname: '127.0.0.1', port: '*' },
  { protocol: 'http:', hostname: 'localhost', port: '*' },
];

const ORIGIN = /^(https?):\/\/(\*|[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}|\*))?\/?$/;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

export function parseReturnOrigin(text: string): ReturnOrigin {
  const m = ORIGIN.exec(text.trim());
  if (!m) throw new Error(`invalid return origin "${text}" (expected e.g. https://shop.example or http://localhost:*)`);
  const protocol = `${m[1]}:` as ReturnOrigin['protocol'];
  const port = m[3] ?? '';
  return { protocol, hostname: m[2]!.toLowerCase(), port: port === DEFAULT_PORTS[protocol] ? '' : port };
}

/** `https://a.example, http://localhost:*` → origins; empty or unset → the loopback default. */
export function parseReturnOrigins(text: string | undefined): ReturnOrigin[] {
  const items = (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return items.length === 0 ? LOOPBACK_ORIGINS : items.map(parseReturnOrigin);
}

export function parseKitchenStepMs(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return DEFAULT_KITCHEN_STEP_MS;
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n > 2_147_483_647) throw new Error(`invalid ORDERING_API_KITCHEN_STEP_MS "${text}"`);
  return n;
}

/** Reads ORDERING_API_KITCHEN_STEP_MS and ORDERING_API_RETURN_ORIGINS; throws on invalid values. */
export function orderConfigFromEnv(env: Env = process.env): OrderConfig {
  return {
    kitchenStepMs: parseKitchenStepMs(env.ORDERING_API_KITCHEN_STEP_MS),
    returnOrigins: parseReturnOrigins(env.ORDERING_API_RETURN_ORIGINS),
  };
}

/** http(s), no credentials, and an origin on the allowlist. */
export function isAllowedReturnUrl(raw: string, origins: readonly ReturnOrigin[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') return false;
  const hostname = url.hostname.toLowerCase();
  return origins.some((o) => o.protocol === url.protocol && (o.hostname === '*' || o.hostname === hostname) && (o.port === '*' || o.port === url.port));
}

/** Options win over the environment; a comma-separated string is parsed like the env variable. */
export function resolveOrderConfig(
  options: { kitchenStepMs?: number; returnOrigins?: string | ReturnOrigin[] },
  env: Env = process.env,
): OrderConfig {
  const kitchenStepMs = options.kitchenStepMs ?? parseKitchenStepMs(env.ORDERING_API_KITCHEN_STEP_MS);
  if (!Number.isInteger(kitchenStepMs) || kitchenStepMs < 0) throw new Error(`invalid kitchenStepMs ${kitchenStepMs}`);
  const origins = options.returnOrigins ?? env.ORDERING_API_RETURN_ORIGINS;
  return { kitchenStepMs, returnOrigins: typeof origins === 'string' || origins === undefined ? parseReturnOrigins(origins) : origins };
}
