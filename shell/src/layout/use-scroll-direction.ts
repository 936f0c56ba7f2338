import { useEffect, useState } from 'react';

/** True while the page scrolls down past the header; false again as soon as it scrolls up. */
export function useHiddenOnScrollDown(threshold = 64): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    function onScroll() {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        if (Math.abs(y - last) < 4) return;
        setHidden(y > last && y > threshold);
        last = y;
      });
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return hidden;
}
