import { parseBody } from '@/lib/http/json-body';
import { route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { changeEmail, changeEmailInputSchema } from '@/lib/services/identity';

/** Asks for a new e-mail with the current password; answers the address the link went to. */
export const POST = route({ personal: true, accountsEnabled }, async (request) => {
  return Response.json(await changeEmail(await parseBody(request, changeEmailInputSchema)));
});
