import type { z } from 'zod';

/** The prefix of every bus subject; overridable per environment so test runs never collide. */
export const DEFAULT_SUBJECT_PREFIX = 'oneway';

export interface EventContract<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  /** Stable name `<context>.<aggregate>.<event>`; never derived from a class name. */
  readonly type: TType;
  readonly version: number;
  readonly context: string;
  readonly aggregate: string;
  readonly schema: TSchema;
  /** Older names this event was published under (renames keep old history readable). */
  readonly aliases: readonly string[];
}

export type EventData<C> = C extends EventContract<string, infer S> ? z.infer<S> : never;

/** A domain event as deciders produce it: contract name + payload, no envelope yet. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

export type EventOf<C> = C extends EventContract<infer T, infer S> ? DomainEvent<T, z.infer<S>> : never;

export function defineEvent<const TType extends string, TSchema extends z.ZodType>(def: {
  type: TType;
  version: number;
  schema: TSchema;
  aliases?: string[];
}): EventContract<TType, TSchema> {
  const [context, aggregate, name] = def.type.split('.');
  if (!context || !aggregate || !name) {
    throw new Error(`Event type "${def.type}" must be <context>.<aggregate>.<event>`);
  }
  return {
    type: def.type,
    version: def.version,
    context,
    aggregate,
    schema: def.schema,
    aliases: def.aliases ?? [],
  };
}

/** `oneway.<context>.<aggregate>.<event>.v<N>` */
export function subjectOf(contract: Pick<EventContract, 'type' | 'version'>, prefix = DEFAULT_SUBJECT_PREFIX): string {
  return `${prefix}.${contract.type}.v${contract.version}`;
}

/** Subject filter for every event of one bounded context. */
export function contextSubjects(context: string, prefix = DEFAULT_SUBJECT_PREFIX): string {
  return `${prefix}.${context}.>`;
}
