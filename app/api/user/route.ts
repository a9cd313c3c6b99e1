import { noContent, personalRoute } from '@/lib/http/handler';
import { asCustomer, forgetTokens } from '@/lib/services/auth';
import { deleteAccount } from '@/lib/upstream/identity';

/** Deletes the account upstream, then forgets the session. */
export const DELETE = personalRoute(
  '/api/user',
  async () => {
    await asCustomer(deleteAccount);
    await forgetTokens();
    return noContent();
  },
  { write: true, account: true },
);
