import { parseBody } from '@/lib/http/json-body';
import { route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { addFavorite, favoriteInputSchema, removeFavorite } from '@/lib/services/user';

const options = { personal: true, accountsEnabled };

export const POST = route(options, async (request) => Response.json(await addFavorite(await parseBody(request, favoriteInputSchema))));

/** Answers the full favourites list, which replaces the browser's copy. */
export const DELETE = route(options, async (request) =>
  Response.json(await removeFavorite(await parseBody(request, favoriteInputSchema))),
);
