import { AppError } from '@/lib/domain/app-error';
import { route } from '@/lib/http/route';

/** Any other /api/ path: a problem with a code, like every API answer, not Next's HTML page. */
const notFound = route({ anyOrigin: true }, () => {
  throw new AppError('NOT_FOUND', 404);
});

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
