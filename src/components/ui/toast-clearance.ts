// Elements toasts must not cover (an open menu, say). A component registers its element while it is
// shown; the toaster (components/providers/toast-host.tsx) moves to the screen edge with more room.
type Listener = () => void;

let current: HTMLElement | null = null;
const listeners = new Set<Listener>();

/** Keeps toasts clear of `element` until the returned function is called. */
export function keepToastsClear(element: HTMLElement): () => void {
  current = element;
  listeners.forEach((listener) => listener());
  return () => {
    if (current !== element) return;
    current = null;
    listeners.forEach((listener) => listener());
  };
}

export function subscribeToastClearance(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastClearanceElement = (): HTMLElement | null => current;
