import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and its helpers ship ESM only, so Jest must transform them too.
const ESM_PACKAGES = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', '@schummar', 'hono', '@hono', 'iron-session', 'iron-webcrypto', 'uint8array-extras', 'cookie'].join('|');

const config = {
  testEnvironment: 'node',
  // Many suites start the reference API and run real flows (scrypt, SQLite): seconds on a busy machine.
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES})/)`,
    ...resolved.transformIgnorePatterns.filter((p) => !p.startsWith('/node_modules/')),
  ];
  return resolved;
};

export default jestConfig;
