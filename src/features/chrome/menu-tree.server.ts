export interface MenuItem {
  id: number;
  label: string;
  url: string;
  /** A top-level item whose children show as mega-menu columns. */
  mega: boolean;
  /** A content block shown in place of the link (spec 2.11: staff get its editor links with this item's id). */
  block?: { id: number; content: string };
  children: MenuItem[];
}

export interface MenuRow {
  id: number;
  parent_id: number | null;
  label: string;
  url: string;
  mega: number;
  block_id?: number | null;
  block_content?: string | null;
}

const blockOf = (r: MenuRow) => (r.block_id && r.block_content != null ? { block: { id: r.block_id, content: r.block_content } } : {});

/** Nests rows (already in menu order) under their parents; rows whose parent is missing become roots. */
export function menuTree(rows: MenuRow[]): MenuItem[] {
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, label: r.label, url: r.url, mega: r.mega === 1, ...blockOf(r), children: [] as MenuItem[] }]));
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}
