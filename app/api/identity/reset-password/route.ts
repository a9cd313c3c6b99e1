import { noContent, personalRoute } from '@/lib/http/handler';
import { parseBody } from '@/lib/http/json-body';
import { forgetTokens } from '@/lib/services/auth';
import { resetPassword } from '@/lib/upstream/identity';
import { resetPasswordRequestSchema } from '@/lib/upstream/schemas/index.ts';

/** A reset ends any session in this browser: the customer signs in again with the new password. */
export const POST = personalRoute(
  '/api/identity/reset-password',
  async (request) => {
    const { email, resetCode, newPassword } = await parseBody(request, resetPasswordRequestSchema);
    await resetPassword(email, resetCode, newPassword);
    await forgetTokens();
    return noContent();
  },
  { write: true, account: true },
);
