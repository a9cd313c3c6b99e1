import 'server-only';

import { notFound } from 'next/navigation';

import { loadSettings } from './catalog';

/** The restaurant's switch for customer accounts (enableCustomerLogin), not whether anyone is signed in. */
export async function accountsEnabled(): Promise<boolean> {
  return (await loadSettings()).enableCustomerLogin;
}

/** Every account page disappears (not found) when the restaurant turns customer accounts off. */
export async function requireAccountsEnabled() {
  const settings = await loadSettings();
  if (!settings.enableCustomerLogin) notFound();
  return settings;
}
