import { loadAppAfterPaint } from './load-app-after-paint';

// The entry of a server-rendered page (vite.config.ts builds it, dist/rendered.html uses it).
loadAppAfterPaint();
