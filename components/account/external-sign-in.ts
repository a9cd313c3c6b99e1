/**
 * External sign-in (Google, Apple, …): a provider is offered only when the app can start a
 * sign-in with it. The restaurant's settings name providers (`externalLoginProviders`, SPEC.md:
 * "labels only"), but a name alone is not a way in: neither the BFF nor the upstream contract
 * (ASP.NET Core Identity's MapIdentityApi, bearer mode) has a call that signs in through one,
 * so nothing starts one yet and no provider is offered. A greyed-out "Continue with Google" that
 * does nothing only costs the guest a look; a provider gets a button once it has a start here.
 */
export const EXTERNAL_SIGN_IN_STARTS: Readonly<Record<string, string>> = {};

export type ExternalSignIn = { provider: string; href: string };

/** The providers the settings name that the app can start a sign-in with, in the settings' order. */
export function configuredExternalSignIns(named: readonly string[], starts: Readonly<Record<string, string>> = EXTERNAL_SIGN_IN_STARTS): ExternalSignIn[] {
  return named.flatMap((provider) => {
    const href = Object.hasOwn(starts, provider.toLowerCase()) ? starts[provider.toLowerCase()] : undefined;
    return href ? [{ provider, href }] : [];
  });
}
