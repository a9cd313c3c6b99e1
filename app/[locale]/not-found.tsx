import { NotFoundView } from '@/components/errors/not-found-view';

/** The not-found page where Next's boundary shows it: after a notFound() thrown in the browser. */
export default NotFoundView;
