import { useEffect, useState } from 'react';
import { ProgressBar } from '../../components';

/** How far the page has been read, 0 to 100, updated once per frame while scrolling. */
export const ReadingProgress = () => {
  const [value, setValue] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const doc = document.documentElement;
      const room = doc.scrollHeight - window.innerHeight;
      setValue(room > 0 ? Math.min(100, Math.max(0, (window.scrollY / room) * 100)) : 0);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    // The first measure waits for a frame too: read during the render that mounts the bar, the
    // page's height lays the whole article out at once, inside that render's task.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);
  return <ProgressBar value={value} />;
};
