import { noContent, personalRoute } from '@/lib/http/handler';
import { signOut } from '@/lib/services/auth';

export const POST = personalRoute(
  '/api/user/logout',
  async () => {
    await signOut();
    const response = noContent();
    // Nothing of the session may stay in the browser's HTTP cache.
    response.headers.set('clear-site-data', '"cache"');
    return response;
  },
  { write: true, account: true },
);
