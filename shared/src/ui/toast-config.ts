import { TOAST_MS } from '../contracts/constants';

// The app's toast area: bottom-centre (clear of the balance in the header), 3 s, closable. Spread into
// react-toastify's <ToastContainer {...toastContainerProps} />; the look comes from the theme.
export const toastContainerProps = {
  position: 'bottom-center',
  autoClose: TOAST_MS,
  closeButton: true,
  closeOnClick: true,
  hideProgressBar: false,
  newestOnTop: true,
  pauseOnFocusLoss: false,
  draggable: true,
  theme: 'dark',
} as const;
