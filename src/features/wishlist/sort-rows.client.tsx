// Drag-and-drop sorting of the wishlist's rows (spec 2.10, 4.6) with dnd-kit, keyboard included. Its own chunk:
// loaded only when the owner reaches for a drag handle on the wishlist page.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import * as vi from '../../lib/messages/index';
import { sendOrder } from './page-in-browser.client';

const idOf = (row: HTMLElement) => row.dataset.rowId ?? '';
const rowsOf = (table: HTMLTableElement) => [...table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-id]')];
const nameOf = (table: HTMLTableElement, id: UniqueIdentifier) => table.querySelector(`tr[data-row-id="${id}"] .product-name`)?.textContent?.trim() ?? '';

/** One row: dnd-kit measures and moves the server's own `tr`; only the handle is React's, drawn in the row's slot. */
function SortableRow({ row }: { row: HTMLTableRowElement }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: idOf(row) });
  useLayoutEffect(() => setNodeRef(row), [row, setNodeRef]);
  useLayoutEffect(() => {
    row.style.transform = transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : '';
    row.style.transition = transition ?? '';
    row.classList.toggle('dragging', isDragging);
  }, [row, transform, transition, isDragging]);
  const slot = row.querySelector('.drag-handle-slot');
  const label = vi.wishlist.dragHandle(row.querySelector('.product-name')?.textContent?.trim() ?? '');
  return slot && createPortal(<button type="button" className="drag-handle" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={label}>⇅</button>, slot);
}

function SortableRows({ table, focusRow }: { table: HTMLTableElement; focusRow: string | undefined }) {
  const [rows, setRows] = useState(() => rowsOf(table));
  // Once drawn: the server's handle had the focus (keyboard sorting), so the new one takes it.
  useLayoutEffect(() => {
    if (focusRow) table.querySelector<HTMLElement>(`tr[data-row-id="${focusRow}"] .drag-handle`)?.focus();
    table.dataset.sortable = 'ready';
  }, [table, focusRow]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = rows.map(idOf);
  const place = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => vi.wishlist.pickedUp(nameOf(table, active.id)),
    onDragOver: ({ active, over }) => vi.wishlist.sortedOver(nameOf(table, active.id), place(over?.id ?? active.id)),
    onDragEnd: ({ active, over }) => vi.wishlist.dropped(nameOf(table, active.id), place(over?.id ?? active.id)),
    onDragCancel: ({ active }) => vi.wishlist.sortCancelled(nameOf(table, active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(rows, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    table.tBodies[0]?.append(...next);
    setRows(next);
    void sendOrder(table);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: vi.wishlist.sortInstructions } }}>
      <SortableContext items={ids} strategy={table.classList.contains('images_grid') ? rectSortingStrategy : verticalListSortingStrategy}>
        {rows.map((row) => (
          <SortableRow key={idOf(row)} row={row} />
        ))}
      </SortableContext>
    </DndContext>
  );
}

const roots = new Map<HTMLTableElement, Root>();

/** Makes the table sortable once; a table drawn anew by a fragment gets its own root, a table gone loses its own. */
export function makeSortable(table: HTMLTableElement): void {
  for (const [old, root] of roots) {
    if (old.isConnected) continue;
    root.unmount();
    roots.delete(old);
  }
  if (roots.has(table)) return;
  const focusRow = table.contains(document.activeElement) ? document.activeElement?.closest('tr')?.dataset.rowId : undefined;
  for (const slot of table.querySelectorAll('.drag-handle-slot')) slot.replaceChildren();
  const holder = document.createElement('div');
  holder.className = 'wishlist-sorting';
  table.after(holder);
  const root = createRoot(holder);
  roots.set(table, root);
  root.render(<SortableRows table={table} focusRow={focusRow} />);
}
