import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the tests, checked against the same SDL the resolvers are typed from. */
const testDocuments: CodegenConfig['generates'][string] = {
  documents: ['src/**/*.test.ts', 'src/**/*.test-support.ts', 'test/**/*.ts', 'bench/**/*.ts'],
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    // JSON holds schemaless values (rows, cells, view settings) that tests read freely; a cell's
    // version is sent as a number or a string ('1.1') and always answered as a string.
    scalars: { JSON: 'any', CellVersion: { input: 'string | number', output: 'string' } },
    enumType: 'string-literal',
    useTypeImports: true,
    emitLegacyCommonJSImports: false,
    importExtension: '.ts',
  },
};

const config: CodegenConfig = {
  schema: 'src/features/**/*.graphql',
  generates: {
    'src/graphql/resolvers.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: { JSON: 'unknown', CellVersion: 'string' },
        contextType: './context.ts#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        emitLegacyCommonJSImports: false,
        importExtension: '.ts',
      },
    },
    'test/graphql/': testDocuments,
  },
};

export default config;
