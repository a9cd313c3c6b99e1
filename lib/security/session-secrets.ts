// The secrets that seal the session cookie, read from SESSION_SECRET: one secret, or several
// separated by commas during a rotation, the newest last. The newest seals; every one listed
// opens. Pure, so the server's settings check (server/settings.ts) and the session
// (lib/session/session.ts) read the variable the same way. Plain erasable TypeScript.
import { createHash } from 'node:crypto';

export const MIN_SESSION_SECRET_LENGTH = 32;

/**
 * A secret's id in the seal (iron-session's password id): derived from the secret itself, so it
 * stays the same whatever the secret's place in the list — adding a newer one, or dropping the
 * oldest, opens every cookie it opened before. Ids start at 2: cookies sealed before rotation
 * existed carry id 1 (see `LEGACY_SEAL_ID`).
 */
export function sessionSecretId(secret: string): number {
  return 2 + (createHash('sha256').update(`session-secret-id:${secret}`).digest().readUInt32BE(0) % 2_000_000_000);
}

/** The id iron-session gave a single secret before rotation existed: whichever listed secret opens such a seal is tried. */
export const LEGACY_SEAL_ID = 1;

export type SessionSecrets = { secrets: string[]; problems: string[] };

/** The listed secrets, oldest first, and what is wrong with the list (a start refuses any problem). */
export function readSessionSecrets(raw: string | undefined): SessionSecrets {
  if (!raw || raw.trim() === '') return { secrets: [], problems: ['SESSION_SECRET is missing'] };
  const secrets = raw.split(',').map((s) => s.trim());
  const problems: string[] = [];
  const which = (i: number) => (secrets.length === 1 ? 'SESSION_SECRET' : `SESSION_SECRET's secret ${i + 1} of ${secrets.length}`);
  secrets.forEach((secret, i) => {
    if (secret === '') problems.push(`${which(i)} is empty (the secrets are separated by single commas)`);
    else if (secret.length < MIN_SESSION_SECRET_LENGTH) problems.push(`${which(i)} is too short: at least ${MIN_SESSION_SECRET_LENGTH} characters`);
  });
  if (new Set(secrets).size < secrets.length) problems.push('SESSION_SECRET names the same secret twice');
  else if (new Set(secrets.map(sessionSecretId)).size < secrets.length) problems.push('SESSION_SECRET: two secrets share an id; replace the newest with another');
  return { secrets, problems };
}

/** The secret that seals, the newest (last): its id and itself. */
export function sealingSecret(secrets: readonly string[]): { id: number; secret: string } {
  const secret = secrets.at(-1);
  if (secret === undefined) throw new Error('SESSION_SECRET is missing');
  return { id: sessionSecretId(secret), secret };
}

/** Every listed secret under its id: what opens a seal. */
export function openingPasswords(secrets: readonly string[]): Record<number, string> {
  return Object.fromEntries(secrets.map((s) => [sessionSecretId(s), s]));
}

/** The password id a seal names (`Fe26.2*<id>*…`), or undefined for no or a malformed seal. */
export function sealIdOf(seal: string | undefined): number | undefined {
  const id = seal?.split('*', 3)[1];
  return id && /^\d{1,10}$/.test(id) ? Number(id) : undefined;
}
