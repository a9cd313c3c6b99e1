import { PUBLIC_CACHE, toErrorResponse } from '@/lib/http/problem';
import { listLanguages } from '@/lib/upstream/cultures';

export async function GET() {
  try {
    return Response.json(await listLanguages(), { headers: { 'cache-control': PUBLIC_CACHE } });
  } catch (error) {
    return toErrorResponse(error, '/api/cultures/languages');
  }
}
