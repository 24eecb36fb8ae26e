/** Page events are bubbling DOM CustomEvents on the element the ecosystem fires them on (decision 010). */
export function dispatchPageEvent<T>(target: EventTarget, name: string, detail?: T): void {
  target.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
}
