import { useSyncExternalStore } from 'react';

/** docs/product/limits-and-timings.md, Toasts and menus: one toast at a time; a dismissed toast is dropped after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  toasts.filter((item) => id === undefined || item.id === id).forEach((item) => scheduleRemoval(item.id));
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++nextId);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Called on every change; the toasts themselves wait here until the viewport has loaded (lazy-toaster.tsx). */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a raised toast is still to be shown. */
export const anyToastOpen = () => toasts.some((item) => item.open);

const snapshot = () => toasts;

export function useToast() {
  const items = useSyncExternalStore(subscribeToToasts, snapshot, snapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}
