import { PUBLIC_CACHE } from '@/lib/http/problem';
import { route } from '@/lib/http/route';
import { loadShops } from '@/lib/services/catalog';

export const GET = route({}, async () => Response.json(await loadShops(), { headers: { 'cache-control': PUBLIC_CACHE } }));
