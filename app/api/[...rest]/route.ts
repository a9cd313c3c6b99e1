import { problem } from '@/lib/http/problem';

/** Any other /api/ path: a problem with a code, like every API answer, not Next's HTML page. */
const notFound = () => problem('NOT_FOUND', 404);

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
