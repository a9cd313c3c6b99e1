import { parseBody } from '@/lib/http/json-body';
import { route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { signInWithLink, signInWithLinkRequestSchema } from '@/lib/services/identity';

/** Sign-in with the code of a mailed sign-in link: like the password sign-in, the tokens stay in the sealed cookie. */
export const POST = route({ personal: true, accountsEnabled }, async (request) => {
  const { email, code } = await parseBody(request, signInWithLinkRequestSchema);
  await signInWithLink(email, code);
  return Response.json({ signedIn: true });
});
