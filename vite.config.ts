import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vite';

// The browser app. `--mode demo` builds the same app on the in-memory fake adapters (src/ui/main-demo.tsx).
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    wyw({
      include: ['src/ui/**/*.{ts,tsx}'],
      babelOptions: { presets: [] },
    }),
  ],
  define: { 'import.meta.env.KICKOFF_DEMO': JSON.stringify(mode === 'demo') },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: mode === 'demo' ? 'demo.html' : 'index.html',
    },
  },
}));
