import { personalRoute } from '@/lib/http/handler';
import { parseBody } from '@/lib/http/json-body';
import { signIn } from '@/lib/services/auth';
import { loginRequestSchema } from '@/lib/upstream/schemas/index.ts';

/** Sign-in through the BFF: the upstream tokens stay in the sealed cookie. */
export const POST = personalRoute(
  '/api/identity/login',
  async (request) => {
    const { email, password } = await parseBody(request, loginRequestSchema);
    await signIn(email, password);
    return Response.json({ signedIn: true });
  },
  { write: true, account: true },
);
