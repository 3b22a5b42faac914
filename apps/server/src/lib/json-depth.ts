/**
 * The dotted path (as validation errors name fields) of the first value nested deeper than
 * `max` levels in a parsed JSON body, or undefined when none is. Walks with its own stack, not
 * recursion, so a body nested 100,000 levels costs a loop, never a stack overflow.
 */
export function tooDeepAt(value: unknown, max: number): string | undefined {
  const stack: Array<{ v: unknown; path: string; depth: number }> = [
    { v: value, path: '', depth: 0 },
  ];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth >= max) return path;
    for (const [k, child] of Object.entries(v)) {
      stack.push({ v: child, path: path ? `${path}.${k}` : k, depth: depth + 1 });
    }
  }
  return undefined;
}
