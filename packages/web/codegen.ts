import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web app: every `graphql(...)` call under src is checked against the
 * server's SDL, and its result and variables types are generated into src/graphql/.
 */
const config: CodegenConfig = {
  schema: '../server/src/features/**/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/graphql/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/graphql/': {
      preset: 'client',
      presetConfig: {
        // Components read the data as the query returns it, so fragments are not masked.
        fragmentMasking: false,
      },
      config: {
        scalars: { JSON: 'unknown', CellVersion: 'string' },
        strictScalars: true,
        useTypeImports: true,
        importExtension: '.ts',
      },
    },
  },
};

export default config;
