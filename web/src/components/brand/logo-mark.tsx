import './logo-mark.css';

const TILE = 5.5;
const GAP = 1.75;
const ORIGIN = 6;
const tiles = [1, 2].flatMap((row) =>
  [0, 1, 2].map((col) => ({ x: ORIGIN + col * (TILE + GAP), y: ORIGIN + row * (TILE + GAP) })),
);

/** The mark: a small word grid whose top row is a solved group. Decorative; the name is text. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="logo-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="logo-mark__bg" width="32" height="32" rx="8" />
      <rect className="logo-mark__solved" x={ORIGIN} y={ORIGIN} width="20" height={TILE} rx="2" />
      {tiles.map(({ x, y }) => (
        <rect key={`${x}-${y}`} className="logo-mark__tile" x={x} y={y} width={TILE} height={TILE} rx="1.6" />
      ))}
    </svg>
  );
}
