import type { User } from '@karier/api-types';
import { ActiveSessions } from './active-sessions.tsx';
import { ChangePassword } from './change-password.tsx';
import { TwoFactor } from './two-factor.tsx';

export function SecurityTab({ user }: { user: User }) {
  return (
    <div className="space-y-6">
      <ChangePassword user={user} />
      <TwoFactor user={user} />
      <ActiveSessions />
    </div>
  );
}
