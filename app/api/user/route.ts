import { noContent, route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { deleteAccount } from '@/lib/services/user';

/** Deletes the account upstream, then forgets the session. */
export const DELETE = route({ personal: true, accountsEnabled }, async () => {
  await deleteAccount();
  return noContent();
});
