import { parseBody } from '@/lib/http/json-body';
import { noContent, route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { changePassword, changePasswordInputSchema } from '@/lib/services/identity';

export const POST = route({ personal: true, accountsEnabled }, async (request) => {
  await changePassword(await parseBody(request, changePasswordInputSchema));
  return noContent();
});
