/** Injection token of the relay's use-case dependencies (RelayDeps). */
export const RELAY_DEPS = Symbol('RelayDeps');
