import 'server-only';

import { redirect } from 'next/navigation';

import { href } from '@/lib/routes';
import { getSession } from '@/lib/session/session';

/** Pages that need a session check it themselves (the proxy is not a security boundary). */
export async function requireSignedIn(path: string) {
  const session = await getSession();
  if (!session.accessToken) redirect(href.login(path));
}
