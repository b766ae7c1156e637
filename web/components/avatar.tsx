import { useState } from 'react';
import './avatar.css';

/**
 * The profile image, else the first letter of the name (the user menu, the profile and public
 * profiles: docs/product.md). `className` adds a page's own look; the size scales the letter.
 */
export function Avatar({
  name,
  imageUrl,
  size = 32,
  className,
  letterScale = 0.45,
}: {
  name: string;
  imageUrl: string | null;
  size?: number;
  className?: string;
  letterScale?: number;
}) {
  const [broken, setBroken] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || '★';
  return (
    <span
      className={className ? `avatar ${className}` : 'avatar'}
      style={{ width: size, height: size, fontSize: size * letterScale }}
      aria-hidden="true"
      data-initial={imageUrl && !broken ? undefined : initial}
    >
      {imageUrl && !broken ? (
        <img
          src={imageUrl}
          alt=""
          width={size}
          height={size}
          referrerPolicy="no-referrer"
          onError={() => setBroken(true)}
        />
      ) : null}
    </span>
  );
}
