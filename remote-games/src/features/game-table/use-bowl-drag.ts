import { useRef, useState, type PointerEvent } from 'react';

// How far the bowl must be pulled (any way: up, aside) for it to come off the plate; less, and it
// drops back. About two thirds of its width: by then most of the coins show.
export const OPEN_DISTANCE = 64;

export interface BowlDrag {
  /** Where the bowl is pulled to from its place, while a finger or the mouse holds it. */
  offset: { x: number; y: number } | null;
  handlers: {
    onPointerDown: (e: PointerEvent<HTMLElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

/** Dragging the bowl with pointer events (touch, pen or mouse alike); `onOpen` once pulled far enough. */
export function useBowlDrag(enabled: boolean, onOpen: () => void): BowlDrag {
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const start = useRef<{ x: number; y: number; pointer: number } | null>(null);

  const moved = (e: PointerEvent<HTMLElement>) => {
    const from = start.current;
    return from && e.pointerId === from.pointer ? { x: e.clientX - from.x, y: e.clientY - from.y } : null;
  };

  return {
    offset: enabled ? offset : null,
    handlers: {
      onPointerDown: (e) => {
        if (!enabled || start.current) return;
        start.current = { x: e.clientX, y: e.clientY, pointer: e.pointerId };
        // The moves keep coming to the bowl when the finger leaves it.
        e.currentTarget.setPointerCapture?.(e.pointerId);
        setOffset({ x: 0, y: 0 });
      },
      onPointerMove: (e) => {
        const to = moved(e);
        if (to) setOffset(to);
      },
      onPointerUp: (e) => {
        const to = moved(e);
        if (!to) return;
        start.current = null;
        setOffset(null);
        if (Math.hypot(to.x, to.y) >= OPEN_DISTANCE) onOpen();
      },
      onPointerCancel: () => {
        start.current = null;
        setOffset(null);
      },
    },
  };
}
