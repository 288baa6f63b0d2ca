import { setFlagsFromString } from 'node:v8';

/**
 * The gateway's process turns off V8's allocation-site pretenuring, first thing, before the
 * application's modules load (NODE_OPTIONS does not take this flag). With a hundred requests in
 * flight, a request's objects often outlive a scavenge; in about half of the processes V8 then
 * decided to allocate them straight into the old generation, and the old-generation collections
 * that followed took six times the GC time: 33-40 µs of CPU per signed-in read instead of
 * 23-25 µs, for the life of the process (docs/decisions/gateway-no-pretenuring.md).
 */
setFlagsFromString('--no-allocation-site-pretenuring');
