/** The project (`developer/project`) of the card or marker an event happened in, or null. */
export function projectAt(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest<HTMLElement>('[data-project]')?.dataset.project ?? null) : null;
}
