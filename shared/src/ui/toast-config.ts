import { TOAST_MS } from '../contracts/constants';

// The app's toast area: top-centre, 3 s, closable. Spread into
// react-toastify's <ToastContainer {...toastContainerProps} />; the look comes from the theme.
export const toastContainerProps = {
  position: 'top-center',
  autoClose: TOAST_MS,
  closeButton: true,
  closeOnClick: true,
  hideProgressBar: false,
  newestOnTop: true,
  pauseOnFocusLoss: false,
  draggable: true,
  theme: 'dark',
} as const;
