import { parseBody } from '@/lib/http/json-body';
import { noContent, route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { emailRequestSchema, resendConfirmation } from '@/lib/services/identity';

export const POST = route({ personal: true, accountsEnabled }, async (request) => {
  await resendConfirmation((await parseBody(request, emailRequestSchema)).email);
  return noContent();
});
