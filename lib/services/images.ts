import 'server-only';

import { fetchImage } from '@/lib/upstream/images';

/** An upstream menu or shop image; the path is checked before anything is fetched. */
export const loadImage = (segments: readonly string[]) => fetchImage(segments);
