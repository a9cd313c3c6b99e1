import { noContent, personalRoute } from '@/lib/http/handler';
import { parseBody } from '@/lib/http/json-body';
import { register } from '@/lib/upstream/identity';
import { registerRequestSchema } from '@/lib/upstream/schemas/index.ts';

/** Registration: the upstream's validation codes come back as problem details the form maps per field. */
export const POST = personalRoute(
  '/api/identity/register',
  async (request) => {
    await register(await parseBody(request, registerRequestSchema));
    return noContent();
  },
  { write: true, account: true },
);
