import { personalRoute } from '@/lib/http/handler';
import { asCustomer } from '@/lib/services/auth';
import { membershipCard } from '@/lib/upstream/identity';

export const GET = personalRoute(
  '/api/user/membership-card',
  async () => {
    const { body, contentType } = await asCustomer(membershipCard);
    return new Response(body, { headers: { 'content-type': contentType, 'x-content-type-options': 'nosniff' } });
  },
  { write: false, account: true },
);
