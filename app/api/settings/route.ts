import { PUBLIC_CACHE, toErrorResponse } from '@/lib/http/problem';
import { loadSettings } from '@/lib/services/catalog';

export async function GET() {
  try {
    return Response.json(await loadSettings(), { headers: { 'cache-control': PUBLIC_CACHE } });
  } catch (error) {
    return toErrorResponse(error, '/api/settings');
  }
}
