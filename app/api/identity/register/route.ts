import { parseBody } from '@/lib/http/json-body';
import { noContent, route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { register, registerRequestSchema } from '@/lib/services/identity';

export const POST = route({ personal: true, accountsEnabled }, async (request) => {
  await register(await parseBody(request, registerRequestSchema));
  return noContent();
});
