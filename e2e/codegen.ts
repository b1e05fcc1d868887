import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the browser journeys and the browser bench, checked against the server's SDL. */
const config: CodegenConfig = {
  schema: '../packages/server/src/features/**/*.graphql',
  documents: ['*.ts', 'support/**/*.ts', 'bench/**/*.ts'],
  generates: {
    'support/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // JSON holds schemaless values (rows, cells, view settings) that journeys read freely; a
        // cell's version is sent as a number or a string ('1.1') and always answered as a string.
        scalars: { JSON: 'any', CellVersion: { input: 'string | number', output: 'string' } },
        enumType: 'string-literal',
        useTypeImports: true,
        emitLegacyCommonJSImports: false,
        importExtension: '.ts',
      },
    },
  },
};

export default config;
