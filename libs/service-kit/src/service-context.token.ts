/** Injection token of the ServiceContext (`@Inject(SERVICE_CONTEXT) ctx: ServiceContext<MyConfig>`). */
export const SERVICE_CONTEXT = Symbol('ServiceContext');

/** What the RPC interceptor and filter need from the service (a subset of ServiceContext). */
export interface RpcObservability {
  logger: import('./logger.js').Logger;
  metrics?: import('./metrics.js').ServiceMetrics;
}
