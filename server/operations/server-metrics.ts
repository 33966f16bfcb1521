import { Counter, Histogram, Registry } from 'prom-client';
import { MinuteSeries } from './minute-series.ts';

/** Records one answer of a declared endpoint: its status and how long it took. */
export type EndpointRecorder = (status: number, durationMs: number) => void;

/**
 * This process's figures for the operator: Prometheus series (served by /metrics when
 * HG_METRICS_TOKEN is set) and the last hour minute by minute (the admin page). Always kept,
 * since the admin page needs them without a token; what a request pays is a pre-labelled
 * histogram observation and a few increments.
 */
export interface ServerMetrics {
  readonly registry: Registry;
  readonly series: MinuteSeries;
  /**
   * The recorder of one declared endpoint, labelled with its declared route pattern once, at
   * registration: never the raw URL, which would make a series per id.
   */
  endpoint(method: string, route: string): EndpointRecorder;
  /** A GET /api/health: a counter only (health-route.ts says why). */
  healthCheck(): void;
  signInFailed(): void;
  throttled(): void;
  /** One statement's time on the database, in milliseconds. */
  databaseStatement(durationMs: number): void;
  /** One transaction's time, from BEGIN to COMMIT or ROLLBACK, in milliseconds. */
  databaseTransaction(durationMs: number): void;
  /** Since the process started. */
  totals(): { signInFailures: number; throttled: number };
}

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const HTTP_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DATABASE_SECONDS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export function createServerMetrics(clock: () => number): ServerMetrics {
  const registry = new Registry();
  const series = new MinuteSeries(clock);
  const requests = new Counter({
    name: 'tj_http_requests_total',
    help: 'Answers of declared endpoints, by method, declared route and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'tj_http_request_duration_seconds',
    help: 'Time from request to answer of declared endpoints, by method and declared route.',
    labelNames: ['method', 'route'] as const,
    buckets: HTTP_SECONDS_BUCKETS,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'tj_sign_in_failures_total',
    help: 'Sign-ins refused for a wrong e-mail or password.',
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'tj_throttled_answers_total',
    help: 'Answers 429: sign-in throttle, chat rate limit, connections per address.',
    registers: [registry],
  });
  const statements = new Histogram({
    name: 'tj_db_statement_duration_seconds',
    help: 'Time of one database statement, inside a transaction or not.',
    buckets: DATABASE_SECONDS_BUCKETS,
    registers: [registry],
  });
  const transactions = new Histogram({
    name: 'tj_db_transaction_duration_seconds',
    help: 'Time of one database transaction, its statements and the waits between them.',
    buckets: DATABASE_SECONDS_BUCKETS,
    registers: [registry],
  });
  // A plain number per check, copied into the series when /metrics is read: prom-client's inc()
  // allocates its label and result objects on every call, a measurable share of this route's
  // cost against bare Fastify (docs/performance.md).
  let healthCheckCount = 0;
  new Counter({
    name: 'tj_health_checks_total',
    help: 'GET /api/health answers (load balancers, monitors).',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(healthCheckCount);
    },
  });
  let signInFailureCount = 0;
  let throttledCount = 0;

  return {
    registry,
    series,
    endpoint(method, route) {
      const duration = durations.labels(method, route);
      const counters = STATUS_CLASSES.map((statusClass) =>
        requests.labels(method, route, statusClass),
      );
      return (status, durationMs) => {
        duration.observe(durationMs / 1000);
        counters[Math.min(Math.max(Math.floor(status / 100) - 1, 0), 4)]!.inc();
        series.recordRequest(status, durationMs);
      };
    },
    healthCheck() {
      healthCheckCount += 1;
    },
    signInFailed() {
      signInFailureCount += 1;
      signInFailures.inc();
      series.recordSignInFailure();
    },
    throttled() {
      throttledCount += 1;
      throttled.inc();
      series.recordThrottled();
    },
    databaseStatement: (durationMs) => statements.observe(durationMs / 1000),
    databaseTransaction: (durationMs) => transactions.observe(durationMs / 1000),
    totals: () => ({ signInFailures: signInFailureCount, throttled: throttledCount }),
  };
}
