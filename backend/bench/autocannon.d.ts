// The few parts of autocannon 9 the HTTP benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    '2xx': number;
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  namespace autocannon {
    export { Options, Request, Result };
  }
  export = autocannon;
}
