import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL, Redis), for the tests of what the api does when
 * that server misbehaves. It can fail in the two ways a network does:
 * - `cut()`: the server is gone. Open connections are closed and new ones are closed at once, until `restore()`.
 * - `pause()`: a network partition. Open connections are cut and new ones are accepted but never answered;
 *   `resume()` closes the connections left hanging and carries new ones again.
 * - `stall()`: a partition that drops packets. Nothing is forwarded either way (held, as TCP would retransmit it)
 *   and new connections are accepted but not carried; `flow()` lets what was held go through.
 * The returned `url` is the target's with host and port swapped for the proxy's.
 */
export async function tcpProxy(target: URL, defaultPort: number) {
  const sockets = new Set<Socket>();
  const held: Array<() => void> = [];
  let cut = false;
  let stalled = false;
  let paused = false;
  let connections = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server: Server = createServer((client) => {
    connections += 1;
    track(client);
    if (cut) return void client.destroy();
    if (paused) return;
    const open = () => {
      const upstream = connect(Number(target.port || defaultPort), target.hostname);
      track(upstream);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      forward(client, upstream);
      forward(upstream, client);
    };
    if (stalled) held.push(open);
    else open();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    /** Connections opened through the proxy so far. */
    connections: () => connections,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    pause() {
      paused = true;
      for (const socket of sockets) socket.destroy();
    },
    resume() {
      paused = false;
      for (const socket of sockets) socket.destroy(); // the connections left hanging
    },
    stall() {
      stalled = true;
    },
    flow() {
      stalled = false;
      for (const release of held.splice(0)) release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
