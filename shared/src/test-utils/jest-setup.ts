import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; ky (imported by @app/shared) and the app call them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!performance.mark) (performance as any).mark = () => undefined;
if (!performance.measure) (performance as any).measure = () => undefined;
