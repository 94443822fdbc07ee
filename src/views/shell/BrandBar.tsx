/** The logo and the app's name at the top of every signed-in screen; only the short name where space is short. */
export function BrandBar() {
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm font-semibold text-brand-muted">
      <img src="/logo.svg" alt="" width={24} height={24} className="shrink-0 rounded-full bg-white" />
      <span className="truncate">
        Absensi<span className="hidden min-[400px]:inline"> PDAM Tirta Kencana</span>
      </span>
    </div>
  );
}
