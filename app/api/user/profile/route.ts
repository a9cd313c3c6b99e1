import { personalRoute } from '@/lib/http/handler';
import { parseBody } from '@/lib/http/json-body';
import { asCustomer } from '@/lib/services/auth';
import { getProfile, updateProfile } from '@/lib/upstream/identity';
import { profileUpdateSchema } from '@/lib/upstream/schemas/index.ts';

/** SPEC.md §7: 401 means signed out. */
export const GET = personalRoute('/api/user/profile', async () => Response.json(await asCustomer(getProfile)), { write: false, account: true });

export const PUT = personalRoute(
  '/api/user/profile',
  async (request) => {
    const body = await parseBody(request, profileUpdateSchema);
    return Response.json(await asCustomer((token) => updateProfile(token, body)));
  },
  { write: true, account: true },
);
