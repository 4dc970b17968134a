import type { ToastOptions } from 'react-toastify';
import { loadToasts } from './load-toasts';

export type NoticeType = 'success' | 'error' | 'info' | 'warning';

// The toast id is the message itself: a burst of identical failures (three queued requests
// failing together, a socket and an HTTP call both reporting a logout) shows one toast.
const show = (type: NoticeType) => (message: string, options?: ToastOptions) => {
  if (!message) return;
  loadToasts().then(
    ({ toast }) => toast[type](message, { toastId: message, ...options }),
    (error) => console.warn('[notify] toasts could not be loaded:', message, error),
  );
};

export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
