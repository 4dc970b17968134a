import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareTakeOver } from './features/prerender/take-over';

const root = document.getElementById('root')!;
prepareTakeOver(root);
createRoot(root).render(<App />);
