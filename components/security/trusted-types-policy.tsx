import { TRUSTED_TYPES_POLICY } from '@/lib/security/trusted-types';

/** The page's Trusted Types policy (lib/security/trusted-types.ts): first in <head>, before any script uses a sink. */
export function TrustedTypesPolicy() {
  return <script dangerouslySetInnerHTML={{ __html: TRUSTED_TYPES_POLICY }} />;
}
