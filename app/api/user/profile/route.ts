import { parseBody } from '@/lib/http/json-body';
import { route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { profileUpdateSchema, readProfile, updateProfile } from '@/lib/services/user';

const options = { personal: true, accountsEnabled };

/** A guest (or an expired session) gets 401 NOT_AUTHENTICATED: the browser shows itself signed out. */
export const GET = route(options, async () => Response.json(await readProfile()));

export const PUT = route(options, async (request) => Response.json(await updateProfile(await parseBody(request, profileUpdateSchema))));
