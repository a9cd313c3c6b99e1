// A test whose subject is not what a screen shows (the headers the server answers with, what it
// accepts, status codes, its start, its cache and instances, the methods a country pays with)
// runs once, in the desktop project: the phone project would send the same requests with another
// user agent.
import { test, type TestInfo } from '@playwright/test';

/**
 * Skips every test of the file or describe block it is called in, on the phone project. Called in
 * a `beforeAll` with its `testInfo`, it skips there, before the hook starts a server of its own.
 */
export function desktopOnly(subject: string, hook?: TestInfo): void {
  const reason = `${subject}, not viewports: runs once, in the desktop project`;
  if (hook) test.skip(hook.project.use.isMobile === true, reason);
  else test.skip(({ isMobile }) => isMobile, reason);
}
