/**
 * A slider's value while its handle moves: the handle and the label follow the drag, and the
 * value is sent once, on release, so a drag does not re-run the chart at every step.
 */
import { useState } from 'react';

export function useReleasedSliderValue(saved: number, onRelease: (value: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  return {
    shown: dragging ?? saved,
    sliderProps: {
      value: dragging ?? saved,
      onChange: (next: number) => setDragging(next),
      onChangeComplete: (next: number) => {
        setDragging(null);
        onRelease(next);
      },
    },
  };
}
