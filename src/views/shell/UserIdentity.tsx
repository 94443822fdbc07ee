import { useAuth } from '../../auth/useAuth';

/** The signed-in employee's name and NUP, as every header shows them (spec §2). */
export function UserIdentity({ nameClassName }: { nameClassName: string }) {
  const user = useAuth((state) => state.user);
  return (
    <>
      <p className={nameClassName} data-testid="user-name">
        {user?.name}
      </p>
      <p className="text-sm text-sky-100" data-testid="user-nup">
        NUP {user?.nup}
      </p>
    </>
  );
}
