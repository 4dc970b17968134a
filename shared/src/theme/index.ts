// Importing the theme also registers its global styles (reset, font stack, toast tweaks).
export { vars } from './theme.css';
export { PHONE_MEDIA } from './media';
