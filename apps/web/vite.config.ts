import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** `react-router dev` forwards API and image calls to a running shop (API_INTERNAL_URL). */
const api = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [reactRouter()],
  server: { proxy: { '/api': api, '/img': api } },
});
