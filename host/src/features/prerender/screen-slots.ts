import { createContext } from 'react';

// True while the host's layouts are drawn at build time (src/prerender.tsx): each remote screen is
// then only a marker, <div data-prerender-screen="remote_auth/LoginScreen"></div>, which the server
// replaces with that remote's own prerendered screen.
export const ScreenSlots = createContext(false);
