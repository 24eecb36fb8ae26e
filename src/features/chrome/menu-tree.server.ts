export interface MenuItem {
  id: number;
  label: string;
  url: string;
  /** A top-level item whose children show as mega-menu columns. */
  mega: boolean;
  children: MenuItem[];
}

export interface MenuRow {
  id: number;
  parent_id: number | null;
  label: string;
  url: string;
  mega: number;
}

/** Nests rows (already in menu order) under their parents; rows whose parent is missing become roots. */
export function menuTree(rows: MenuRow[]): MenuItem[] {
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, label: r.label, url: r.url, mega: r.mega === 1, children: [] as MenuItem[] }]));
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}
