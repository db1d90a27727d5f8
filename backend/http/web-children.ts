/**
 * Nests flat rows into the API's `web_children` trees (menus and article trees). Rows keep their
 * order; a row whose parent is not among the rows is dropped with its subtree, so a hidden parent
 * hides its children too; a row is placed once, so a parent cycle cannot loop.
 */
export type WithChildren<T> = T & { web_children: WithChildren<T>[] };

export function nestWebChildren<T extends { id: number; parent_id: number | null }>(
  rows: T[],
  rootId: number | null = null,
): WithChildren<T>[] {
  const childrenOf = new Map<number | null, T[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parent_id) ?? [];
    siblings.push(row);
    childrenOf.set(row.parent_id, siblings);
  }
  const placed = new Set<number>();
  const build = (parentId: number | null): WithChildren<T>[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((row) => !placed.has(row.id) && placed.add(row.id))
      .map((row) => ({ ...row, web_children: build(row.id) }));
  return build(rootId);
}
