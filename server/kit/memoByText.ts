/**
 * `fn` of a string, worked out once per distinct string while at most `max` are kept; past that the
 * memory starts over rather than grow (the strings worth keeping come back at once). For pure work
 * asked again and again with the same few strings: statement texts, header values, stored JSON.
 */
export function memoByText<V>(fn: (text: string) => V, max: number): (text: string) => V {
  const kept = new Map<string, V>();
  return (text) => {
    const hit = kept.get(text);
    if (hit !== undefined || kept.has(text)) return hit as V;
    const value = fn(text);
    if (kept.size >= max) kept.clear();
    kept.set(text, value);
    return value;
  };
}
