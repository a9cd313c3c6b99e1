/**
 * A cookie that page scripts may read, saying only that this browser is signed in ("1"); no
 * secret, and no proof: the sealed session decides. The server sets it whenever it saves a
 * signed-in session and removes it whenever the session is signed out, so a signed-out page
 * never loads account code nor asks for a profile it would be refused.
 */
export const SIGNED_IN_HINT_COOKIE = 'ordering_signed_in';
