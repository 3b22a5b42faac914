import net from 'node:net';

/**
 * How a cut looks to the server. Both reset the live connections; then `down` is a stopped
 * database (new connections refused at once) and `partition` a network that drops packets (new
 * connections accepted but never answered, so only the client's own timeout ends them).
 */
export type CutMode = 'down' | 'partition';

export interface CuttableProxy {
  port: number;
  /** Live connections stop forwarding (data waits, unanswered) until the next cut or restore. */
  stall(): void;
  cut(mode: CutMode): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP forwarder to `target` that a test can cut and restore, standing in for the network. */
export async function startTcpProxy(target: {
  host: string;
  port: number;
}): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let mode: CutMode | 'open' = 'open';
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined); // a reset is the point of the exercise
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode !== 'open') return; // partition: held, never forwarded
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const resetAll = () => {
    for (const s of sockets) s.resetAndDestroy();
  };

  return {
    port,
    stall() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream).pause();
        upstream.unpipe(client).pause();
      }
    },
    async cut(next) {
      mode = next;
      resetAll();
      // Stop listening so connects get ECONNREFUSED; the close callback needs no wait.
      if (next === 'down') server.close();
    },
    async restore() {
      resetAll(); // connects held during a partition fail now rather than at their timeout
      const wasDown = mode === 'down';
      mode = 'open';
      if (wasDown) await listen(port);
    },
    async close() {
      resetAll();
      if (server.listening) await new Promise((r) => server.close(r));
    },
  };
}
