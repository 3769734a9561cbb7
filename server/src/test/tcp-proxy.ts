import net from 'node:net';

export type CuttableProxy = {
  /** The database URL, pointed through the proxy. */
  url: string;
  /** The server goes away: every connection is cut and new ones are refused. */
  cut(): Promise<void>;
  /** The server is back on the same address. */
  restore(): Promise<void>;
  /** The next message a client sends cuts its connection: a server that died while the connection sat idle. */
  cutOnNextMessage(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy in front of a database, standing in for an external server (DATABASE_URL) that stops answering
 * and comes back, which a test cannot do to the shared server itself.
 */
export async function startCuttableProxy(databaseUrl: string): Promise<CuttableProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let cutNextMessage = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      if (!cutNextMessage) return void upstream.write(chunk);
      cutNextMessage = false;
      client.destroy();
    });
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut,
    restore: () => listen(port),
    cutOnNextMessage() {
      cutNextMessage = true;
    },
    close: () => (server.listening ? cut() : Promise.resolve()),
  };
}
