import { z } from 'zod';

import { noContent, personalRoute } from '@/lib/http/handler';
import { parseBody } from '@/lib/http/json-body';
import { asCustomer } from '@/lib/services/auth';
import { changePassword } from '@/lib/upstream/identity';

const bodySchema = z.object({ oldPassword: z.string().min(1).max(200), newPassword: z.string().min(1).max(200) });

export const POST = personalRoute(
  '/api/identity/change-password',
  async (request) => {
    const { oldPassword, newPassword } = await parseBody(request, bodySchema);
    await asCustomer((token) => changePassword(token, oldPassword, newPassword));
    return noContent();
  },
  { write: true, account: true },
);
