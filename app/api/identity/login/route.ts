import { parseBody } from '@/lib/http/json-body';
import { route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { loginRequestSchema, signIn } from '@/lib/services/identity';

/** Sign-in through the BFF: the upstream tokens stay in the sealed cookie. */
export const POST = route({ personal: true, accountsEnabled }, async (request) => {
  const { email, password } = await parseBody(request, loginRequestSchema);
  await signIn(email, password);
  return Response.json({ signedIn: true });
});
