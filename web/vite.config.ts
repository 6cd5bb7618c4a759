import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command, mode }) => {
  // A build started from a test runner inherits NODE_ENV=test, which would bundle React's
  // development build and dev JSX; a production build is a production build regardless.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';

  return {
    plugins: [react(), tailwindcss()],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: 'http://localhost:5000', changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
    },
  };
});
