import { parseBody } from '@/lib/http/json-body';
import { noContent, route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { deleteAccount, deleteAccountRequestSchema } from '@/lib/services/user';

/** Deletes the account upstream with the current password, then forgets the session. */
export const DELETE = route({ personal: true, accountsEnabled }, async (request) => {
  await deleteAccount(await parseBody(request, deleteAccountRequestSchema));
  return noContent();
});
