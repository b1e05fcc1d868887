import type { CodegenConfig } from '@graphql-codegen/cli';

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
  },
};

export default config;
