import 'server-only';

import { notFound } from 'next/navigation';

import { loadSettings } from './catalog';

/** Every account page and route disappears when the restaurant turns customer login off. */
export async function requireCustomerLogin() {
  const settings = await loadSettings();
  if (!settings.enableCustomerLogin) notFound();
  return settings;
}
