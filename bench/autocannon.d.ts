// The subset of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
      /** Called with each connection's client as it is made, before it connects. */
      setupClient?: (client: Client) => void;
    }
    interface Request {
      path?: string;
      setupRequest?: (req: { path: string }) => { path: string };
    }
    interface Client {
      /** Replaces the requests this connection cycles through; each is built into bytes at once. */
      setRequests(requests: Request[]): void;
      on(event: 'response', listener: (statusCode: number, bytes: number, milliseconds: number) => void): void;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      /** Response bytes per second. */
      throughput: Histogram;
      errors: number;
      non2xx: number;
    }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
