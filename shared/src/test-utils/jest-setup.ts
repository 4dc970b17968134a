import '@testing-library/jest-dom';
// jsdom lacks these; the app and libraries call them.
if (!performance.mark) (performance as any).mark = () => undefined;
if (!performance.measure) (performance as any).measure = () => undefined;
