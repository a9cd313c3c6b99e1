import { route } from '@/lib/http/route';
import { loadImage } from '@/lib/services/images';

export const GET = route({}, async (request, ctx: RouteContext<'/api/images/[...path]'>) => {
  const { body, contentType } = await loadImage((await ctx.params).path, new URL(request.url).searchParams);
  return new Response(body, {
    headers: {
      'content-type': contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
});
