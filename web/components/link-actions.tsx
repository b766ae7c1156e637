import { Link } from 'react-router';

export interface LinkAction {
  to: string;
  label: string;
  /** The button look: primary, ghost or outline. */
  look: 'primary' | 'ghost' | 'outline';
}

/** A row of links drawn as buttons: a card's next steps. */
export function LinkActions({ className, links }: { className: string; links: readonly LinkAction[] }) {
  return (
    <div className={className}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={`btn btn--${link.look}`}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}
