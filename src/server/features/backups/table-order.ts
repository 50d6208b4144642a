/** Foreign-key edges: `child` has a foreign key to `parent`. */
export type ForeignKeyEdge = { child: string; parent: string };

/**
 * Tables ordered so that every table comes after the tables it references (Kahn's algorithm, ties by name so the
 * order is stable). A self-reference is ignored; a cycle between tables is broken by name order, after the rest.
 */
export function parentsFirst(tables: string[], edges: ForeignKeyEdge[]): string[] {
  const set = new Set(tables);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (child !== parent && set.has(child) && set.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  let remaining = [...tables].sort();
  while (remaining.length > 0) {
    const ready = remaining.filter((t) => [...parents.get(t)!].every((p) => placed.has(p)));
    const next = ready.length > 0 ? ready : [remaining[0]];
    for (const t of next) {
      ordered.push(t);
      placed.add(t);
    }
    remaining = remaining.filter((t) => !placed.has(t));
  }
  return ordered;
}
