export function NotFoundPage() {
  return <p className="p-6 text-center text-slate-600">Not Found</p>;
}
