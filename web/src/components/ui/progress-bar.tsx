import { useEffect, useRef } from 'react';

const track = 'h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800';
const fill = 'h-full rounded-full bg-indigo-600 dark:bg-indigo-400';

/** A determinate bar (0–100) with its label for assistive technology. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={track}
    >
      <div className={`${fill} transition-[width] duration-200`} style={{ width: `${value}%` }} />
    </div>
  );
}

/** Work of unknown length: a segment sliding along the track (a pulse with reduced motion). */
export function IndeterminateBar({ label }: { label: string }) {
  const segment = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = segment.current;
    if (!el || typeof el.animate !== 'function') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const animation = el.animate(
      [{ transform: 'translateX(-100%)' }, { transform: 'translateX(300%)' }],
      { duration: 1400, iterations: Infinity, easing: 'ease-in-out' },
    );
    return () => animation.cancel();
  }, []);
  return (
    <div role="progressbar" aria-label={label} aria-busy="true" className={track}>
      <div
        ref={segment}
        className={`${fill} w-1/3 motion-reduce:w-full motion-reduce:animate-pulse`}
      />
    </div>
  );
}
