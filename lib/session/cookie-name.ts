import 'server-only';

/** The sealed session cookie's name; the proxy only checks that it exists (pages verify it). */
export const SESSION_COOKIE = 'ordering_session';
