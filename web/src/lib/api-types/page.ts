/** One page of a paged list, as every gateway list endpoint answers. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
