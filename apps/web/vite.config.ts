import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    assetsDir: 'static',
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
