import type { Shape } from '../model/category-look';

// The second signal beside colour: every category position has its own filled shape.
const PATHS: Record<Shape, string> = {
  circle: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16z',
  triangle: 'M12 3.5l9 16h-18z',
  square: 'M5 5h14v14h-14z',
  diamond: 'M12 2.5l9.5 9.5-9.5 9.5-9.5-9.5z',
  star: 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4-5.7-3.1-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z',
};

export function CategoryShape({ shape, size = 16 }: { shape: Shape; size?: number }) {
  return (
    <svg
      className="category-shape"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[shape]} fill="currentColor" />
    </svg>
  );
}
