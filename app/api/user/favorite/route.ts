import { personalRoute } from '@/lib/http/handler';
import { parseBody } from '@/lib/http/json-body';
import { asCustomer } from '@/lib/services/auth';
import { addFavorite, favoriteInputSchema, removeFavorite } from '@/lib/upstream/identity';

export const POST = personalRoute(
  '/api/user/favorite',
  async (request) => {
    const favorite = await parseBody(request, favoriteInputSchema);
    await asCustomer((token) => addFavorite(token, favorite));
    return Response.json(favorite);
  },
  { write: true, account: true },
);

/** SPEC.md §7: answers the full favourites list, which replaces the local one. */
export const DELETE = personalRoute(
  '/api/user/favorite',
  async (request) => {
    const favorite = await parseBody(request, favoriteInputSchema);
    return Response.json(await asCustomer((token) => removeFavorite(token, favorite)));
  },
  { write: true, account: true },
);
