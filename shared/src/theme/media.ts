// The operators' console is drawn for a desktop (1440 × 900); below this width (a phone, a tablet
// held upright) its sidebar folds into a top bar with a menu, the split screens stack, every target
// grows to the 44 px a thumb needs, and its toasts move to the bottom, off the menu button. One
// query, so the parts fold at the same width.
export const PHONE_MEDIA = 'screen and (max-width: 767px)';
