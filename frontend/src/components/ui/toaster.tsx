import * as ToastPrimitive from '@radix-ui/react-toast';
import { dismissToast, useToast } from './use-toast';

/** docs/product/limits-and-timings.md, Toasts and menus: 5000 ms, swipe right past 50 px, F8 focuses the notification area. */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`toast${item.variant === 'destructive' ? ' toast-destructive' : ''}`}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast-text">
            <ToastPrimitive.Title className="toast-title">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="toast-description">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className="toast-close" aria-label="Close">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
