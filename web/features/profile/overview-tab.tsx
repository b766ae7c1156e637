import { useRef, useState } from 'react';
import type { Profile } from '@schema/profile';
import { EditProfileForm } from './edit-profile-form';
import { Identity, About, Stats } from './profile-summary';

/** docs/product.md#profile, overview: who the user is, their birth data, visibility and stats; and the edit form. */
export function OverviewTab({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const identity = useRef<HTMLDivElement>(null);
  const stopEditing = () => {
    setEditing(false);
    // Back to where editing began, once the button is on screen again.
    requestAnimationFrame(() => identity.current?.querySelector<HTMLElement>('.identity-card__edit')?.focus());
  };
  return (
    <div className="overview">
      <div ref={identity} className="overview__side">
        <Identity profile={profile} editing={editing} onEdit={() => setEditing(true)} />
      </div>
      <div className="overview__main">
        {editing ? <EditProfileForm profile={profile} onDone={stopEditing} /> : <About profile={profile} />}
        <Stats profile={profile} />
      </div>
    </div>
  );
}
