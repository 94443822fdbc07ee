export function DashboardPage() {
  return <h1 className="text-xl font-semibold text-slate-800">Dashboard</h1>;
}
