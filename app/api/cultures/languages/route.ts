import { PUBLIC_CACHE } from '@/lib/http/problem';
import { route } from '@/lib/http/route';
import { loadLanguages } from '@/lib/services/cultures';

export const GET = route({}, async () => Response.json(await loadLanguages(), { headers: { 'cache-control': PUBLIC_CACHE } }));
