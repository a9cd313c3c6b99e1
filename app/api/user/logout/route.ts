import { noContent, route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { signOut } from '@/lib/services/identity';

export const POST = route({ personal: true, accountsEnabled }, async () => {
  await signOut();
  const response = noContent();
  // Nothing of the session may stay in the browser's HTTP cache.
  response.headers.set('clear-site-data', '"cache"');
  return response;
});
