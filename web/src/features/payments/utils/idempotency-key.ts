export const newIdempotencyKey = (): string => crypto.randomUUID();
