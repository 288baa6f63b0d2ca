/** Injection token of the use cases' dependencies (MessagingDeps). */
export const MESSAGING_DEPS = Symbol('MessagingDeps');
