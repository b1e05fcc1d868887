import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Library code changes less often than ours; separate chunks keep browser caches warm.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'graphql', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: apiOrigin, changeOrigin: true, ws: true },
    },
  },
});
