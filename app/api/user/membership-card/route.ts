import { route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { readMembershipCard } from '@/lib/services/user';

export const GET = route({ personal: true, accountsEnabled }, async () => {
  const { body, contentType } = await readMembershipCard();
  return new Response(body, { headers: { 'content-type': contentType, 'x-content-type-options': 'nosniff' } });
});
