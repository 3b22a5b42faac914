import { createServer } from 'node:net';
import { ConfigError } from '../env';

/**
 * Fails fast when the port is taken, before minutes of migration or seeding. The real listen
 * still reports the same error if another process grabs the port in between.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        reject(new ConfigError(`Port ${port} is already in use: stop the other process or set PORT`));
      } else resolve(); // e.g. EACCES: let the real listen report it with its own message
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
