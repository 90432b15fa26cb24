/** A route option's hooks as a list: Fastify takes one function, an array of them, or nothing. */
export function hookList<T>(hooks: T | T[] | undefined): T[] {
  return hooks ? ([hooks].flat() as T[]) : [];
}
