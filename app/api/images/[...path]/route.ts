import { toErrorResponse } from '@/lib/http/problem';
import { fetchImage } from '@/lib/upstream/images';

export async function GET(_request: Request, ctx: RouteContext<'/api/images/[...path]'>) {
  try {
    const { body, contentType } = await fetchImage((await ctx.params).path);
    return new Response(body, {
      headers: {
        'content-type': contentType,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    return toErrorResponse(error, '/api/images');
  }
}
