/** The logo and the app's name, at the top of every signed-in screen. */
export function BrandBar() {
  return (
    <div className="flex items-center gap-2 text-sm font-semibold text-brand-muted">
      <img src="/logo.svg" alt="" width={24} height={24} className="rounded-full bg-white" />
      <span>Absensi PDAM Tirta Kencana</span>
    </div>
  );
}
