import { PUBLIC_CACHE } from '@/lib/http/problem';
import { route } from '@/lib/http/route';
import { loadSettings } from '@/lib/services/catalog';

export const GET = route({}, async () => Response.json(await loadSettings(), { headers: { 'cache-control': PUBLIC_CACHE } }));
