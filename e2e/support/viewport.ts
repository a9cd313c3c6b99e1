// A test whose subject is the server's answer, not what a screen shows (headers, limits, status
// codes, requests), runs once, in the desktop project: the phone project would send the same
// requests with another user agent.
import { test } from '@playwright/test';

/** Skips every test of the file or describe block it is called in, on the phone project. */
export function desktopOnly(subject: string): void {
  test.skip(({ isMobile }) => isMobile, `${subject}, not viewports: runs once, in the desktop project`);
}
