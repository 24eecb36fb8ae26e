/** Spec 9.4: dropdowns that are not wide are repositioned only when the container is at least 750 px. */
export const repositionMinContainerWidth = 750;

export interface Edges {
  left: number;
  right: number;
}

/**
 * How far (px, negative = left) to move a dropdown so it stays inside the header container: a dropdown
 * overflowing the right edge moves left, never past the container's left edge.
 */
export function dropdownShift(dropdown: Edges, container: Edges): number {
  if (container.right - container.left < repositionMinContainerWidth) return 0;
  if (dropdown.right > container.right) return Math.max(container.right - dropdown.right, container.left - dropdown.left);
  if (dropdown.left < container.left) return container.left - dropdown.left;
  return 0;
}
