import { execFileSync } from 'node:child_process';

// npm run bench builds a copy of the app with this patch; it must follow the code it patches.
// After a change to a patched file: in a scratch worktree, `git apply -3` the patch, resolve,
// and write `git diff --cached HEAD` back to scripts/bench/csp-nonce.patch.
test('the nonce-CSP variant that npm run bench measures still applies to the app', () => {
  expect(() => execFileSync('git', ['apply', '--check', 'scripts/bench/csp-nonce.patch'], { stdio: 'pipe' })).not.toThrow();
});
