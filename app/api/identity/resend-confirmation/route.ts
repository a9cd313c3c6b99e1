import { noContent, personalRoute } from '@/lib/http/handler';
import { parseBody } from '@/lib/http/json-body';
import { resendConfirmation } from '@/lib/upstream/identity';
import { emailRequestSchema } from '@/lib/upstream/schemas/index.ts';

export const POST = personalRoute(
  '/api/identity/resend-confirmation',
  async (request) => {
    await resendConfirmation((await parseBody(request, emailRequestSchema)).email).catch(() => undefined);
    return noContent();
  },
  { write: true, account: true },
);
