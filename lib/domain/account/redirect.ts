/** Only a same-origin relative path may be a redirect target ("/x", never "//x", "/\\x" or a URL). */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 500) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://local.invalid');
    // "/.//evil.example" normalises to "//evil.example", which a browser reads as another host.
    if (url.origin !== 'http://local.invalid' || url.pathname.startsWith('//')) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
