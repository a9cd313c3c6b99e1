/** A cookie the browser may read (not httpOnly), still URI-encoded; undefined when absent. */
export function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
