import { toast, type ToastOptions } from 'react-toastify';

export type NoticeType = 'success' | 'error' | 'info' | 'warning';

// The toast id is the message itself: a burst of identical failures (three queued requests
// failing together, a socket and an HTTP call both reporting a logout) shows one toast.
const show = (type: NoticeType) => (message: string, options?: ToastOptions) => {
  if (!message) return undefined;
  return toast[type](message, { toastId: message, ...options });
};

export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
