import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { DASHBOARD_KEY } from '../../api/attendance';
import { useAuth } from '../../auth/useAuth';
import type { Dashboard } from '../../contract/schemas';

const DEFAULT_AVATAR = '/avatar-default.svg';

/**
 * The employee's photo: the dashboard's fresh signed URL when it is cached, else the one from sign-in; the default
 * avatar when there is none or its URL has expired.
 */
export function Avatar({ className }: { className: string }) {
  // Read from the cache without subscribing: a second hook on the key would take over its revalidation.
  const data = useSWRConfig().cache.get(DASHBOARD_KEY)?.data as Dashboard | undefined;
  const user = useAuth((state) => state.user);
  const src = data?.emp_photo ?? user?.emp_photo ?? null;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <img
      src={src && failed !== src ? src : DEFAULT_AVATAR}
      alt=""
      width={96}
      height={96}
      className={`rounded-full bg-brand-soft object-cover ${className}`}
      data-testid="avatar"
      onError={() => setFailed(src)}
    />
  );
}
