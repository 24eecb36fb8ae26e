// Code loaded on the first press must not lose that press (decisions 052, 059): one listener, registered at start,
// holds a press on a matching element until the chunk is there, then hands the element to it; if the chunk fails,
// the element is pressed again and that press goes through, as it would without script.
interface HeldPresses<T> {
  selector: string;
  load: () => Promise<T>;
  open: (chunk: T, element: HTMLElement) => unknown;
  /** Named in the console when the chunk fails to load. */
  name: string;
  /** Elements the chunk would not handle are left to the browser. */
  handles?: (element: HTMLElement) => boolean;
  capture?: boolean;
}

export function holdPressesUntilLoaded<T>({ selector, load, open, name, handles = () => true, capture = false }: HeldPresses<T>): void {
  let following: HTMLElement | undefined;
  const hold = (element: HTMLElement) =>
    load().then(
      (chunk) => element.isConnected && open(chunk, element),
      (error: unknown) => {
        console.error(name, error);
        following = element;
        try {
          element.click();
        } finally {
          following = undefined;
        }
      },
    );
  document.addEventListener(
    'click',
    (e) => {
      const element = e.target instanceof Element ? e.target.closest<HTMLElement>(selector) : null;
      if (!element || element === following || e.defaultPrevented || !handles(element)) return;
      e.preventDefault();
      void hold(element);
    },
    { capture },
  );
}
