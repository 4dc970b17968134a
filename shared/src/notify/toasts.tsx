import { useEffect, useState } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { whenToastsLoaded } from './load-toasts';

type Toastify = typeof import('react-toastify');

/** The page's toast area: nothing until the first notice brings react-toastify (load-toasts.ts). */
export function Toasts(props: ToastContainerProps) {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(() => whenToastsLoaded((loaded) => setToastify(() => loaded)), []);
  return toastify ? <toastify.ToastContainer {...props} /> : null;
}
