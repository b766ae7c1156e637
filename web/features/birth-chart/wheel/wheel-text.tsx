import type { ReactNode } from 'react';
import { fmt } from './wheel-layout';

/** Text on the wheel at a point, sized in the wheel's own units. */
export function WheelText({
  className,
  at,
  size,
  children,
}: {
  className: string;
  at: { x: number; y: number };
  size: number;
  children: ReactNode;
}) {
  return (
    <text className={className} x={fmt(at.x)} y={fmt(at.y)} fontSize={fmt(size)}>
      {children}
    </text>
  );
}
