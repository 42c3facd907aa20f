// Plain JS on purpose: a jest.config.ts would need ts-node just to be read.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/tests/support/file-stub.ts',
  },
  // ESM-only packages that jest must transform to run them in CommonJS
  transformIgnorePatterns: ['/node_modules/(?!(csv-parse|@jobuntux|fast-check|pure-rand|jose|d3-geo|d3-array|internmap)/)'],
};
