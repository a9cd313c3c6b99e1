import { noContent, personalRoute } from '@/lib/http/handler';
import { parseBody } from '@/lib/http/json-body';
import { forgotPassword } from '@/lib/upstream/identity';
import { emailRequestSchema } from '@/lib/upstream/schemas/index.ts';

/** Always the same answer, whether or not the account exists. */
export const POST = personalRoute(
  '/api/identity/forgot-password',
  async (request) => {
    await forgotPassword((await parseBody(request, emailRequestSchema)).email).catch(() => undefined);
    return noContent();
  },
  { write: true, account: true },
);
