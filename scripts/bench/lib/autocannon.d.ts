// autocannon ships no types; only what scripts/bench/lib/http-rate.ts uses is declared here.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
  }
  interface Result {
    /** Seconds the run took. */
    duration: number;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
