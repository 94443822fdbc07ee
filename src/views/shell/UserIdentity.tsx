import { useAuth } from '../../auth/useAuth';
import { Avatar } from './Avatar';

/** The signed-in employee's photo, name and NUP, as every header shows them (docs/product.md §2). */
export function UserIdentity() {
  const user = useAuth((state) => state.user);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar className="h-11 w-11 ring-2 ring-white/70" />
      <div className="min-w-0">
        <p className="truncate font-semibold" data-testid="user-name">
          {user?.name}
        </p>
        <p className="text-sm text-brand-muted" data-testid="user-nup">
          NUP {user?.nup}
        </p>
      </div>
    </div>
  );
}
