import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP relay to a broker on loopback that can hold what the broker says back (a publish goes
 * through, its confirm waits) or cut every line at once, as a proxy or a failover does.
 */
export const startRelay = async (target: URL, defaultPort = 5672) => {
  let holding = false;
  const held: { socket: Socket; chunk: Buffer }[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const broker = connect(Number(target.port || defaultPort), target.hostname);
    sockets.add(client).add(broker);
    client.on('data', (chunk) => broker.write(chunk));
    broker.on('data', (chunk) =>
      holding ? held.push({ socket: client, chunk }) : client.write(chunk),
    );
    // A side that ends cleanly is ended on the other after what it said is written: destroying
    // at once would drop the broker's last frame (its Close-Ok) on the floor.
    client.on('end', () => broker.end());
    broker.on('end', () => client.end());
    const destroy = () => {
      client.destroy();
      broker.destroy();
    };
    client.on('error', destroy).on('close', () => broker.end());
    broker.on('error', destroy).on('close', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cut = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    url: url.toString(),
    hold: () => (holding = true),
    release() {
      holding = false;
      for (const { socket, chunk } of held.splice(0)) socket.write(chunk);
    },
    /** Every line dropped at once, nothing held delivered. */
    cut() {
      held.length = 0;
      cut();
    },
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
};
