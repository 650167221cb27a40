import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// react-router's package exports name only its development build, whose dev warnings stay in production
// (remix-run/react-router#14102); builds take its production build, the same code with the warnings compiled out.
const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
)

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(routerProduction, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(routerProduction, 'dom-export.mjs') },
          ]
        : [],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    assetsDir: 'static',
    modulePreload: {
      // The entry imports no chunk statically, so index.html has no modulepreload links, and the preload helper
      // falls back to rel=preload where modulepreload is missing: Vite's polyfill would have nothing to do.
      polyfill: false,
      // A lazily imported chunk is fetched by its import() at the moment its preloads are added; listing it
      // among its own preloads only lengthens the file list the entry carries.
      resolveDependencies: (filename, deps) => deps.filter((dep) => dep !== filename),
    },
    rollupOptions: {
      // docs/product.md § API: chunks are served from static/js/{chunk}.{hash}.chunk.js.
      output: isSsrBuild
        ? { entryFileNames: '[name].js' }
        : {
            entryFileNames: 'static/js/[name].[hash].js',
            chunkFileNames: 'static/js/[name].[hash].chunk.js',
            assetFileNames: 'static/media/[name].[hash][extname]',
          },
    },
  },
}))
