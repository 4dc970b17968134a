import type { ToastOptions } from 'react-toastify';
import { loadToasts } from './load-toasts';

export type NoticeType = 'success' | 'error' | 'info' | 'warning';

// The error toasts on screen, by id. A success means the player's last try worked: the error of an
// earlier try (a failed bet, then the retry placed) would contradict it, so every success takes the
// errors still shown away with it. Here rather than on each screen, so no screen can forget it.
const errorsShown = new Set<string>();

// The toast id is the message itself: a burst of identical failures (three queued requests
// failing together, a socket and an HTTP call both reporting a logout) shows one toast.
const show = (type: NoticeType) => (message: string, options?: ToastOptions) => {
  if (!message) return;
  loadToasts().then(
    ({ toast }) => {
      const toastId = options?.toastId ?? message;
      if (type === 'success') {
        errorsShown.forEach((id) => toast.dismiss(id));
        errorsShown.clear();
      }
      if (type === 'error') errorsShown.add(String(toastId));
      toast[type](message, { toastId: message, ...options });
    },
    (error) => console.warn('[notify] toasts could not be loaded:', message, error),
  );
};

export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
