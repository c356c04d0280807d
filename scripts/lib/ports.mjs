import { createServer } from 'node:net';

/** Whether nothing listens on this loopback port. */
export function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Hands out free loopback ports from [min, max], none twice until it is released. */
export function createPortPool([min, max]) {
  const taken = new Set();
  return {
    async take() {
      for (let port = min; port <= max; port++) {
        if (!taken.has(port) && (await portFree(port))) {
          taken.add(port);
          return port;
        }
      }
      throw new Error(`no free port in ${min}-${max}`);
    },
    release(port) {
      taken.delete(port);
    },
  };
}
