import { parseBody } from '@/lib/http/json-body';
import { route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { changePassword, changePasswordInputSchema } from '@/lib/services/identity';

export const POST = route({ personal: true, accountsEnabled }, async (request) => {
  return Response.json(await changePassword(await parseBody(request, changePasswordInputSchema)));
});
