import { parseBody } from '@/lib/http/json-body';
import { noContent, route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { requestSignInLink, signInLinkInputSchema } from '@/lib/services/identity';

/** Mails a one-time sign-in link (the same answer for any address); 404 SIGN_IN_LINK_UNAVAILABLE when the ordering API has none. */
export const POST = route({ personal: true, accountsEnabled }, async (request) => {
  const { email, redirectUri } = await parseBody(request, signInLinkInputSchema);
  await requestSignInLink(email, redirectUri);
  return noContent();
});
