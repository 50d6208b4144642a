import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressPlugin } from './scripts/build/precompress.ts';
import { firstLoadReportPlugin } from './scripts/build/first-load-report.ts';

const apiPort = process.env.PORT ?? '5000';

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss(), precompressPlugin(), firstLoadReportPlugin()],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/health': `http://127.0.0.1:${apiPort}`,
    },
  },
});
