export function NotFoundPage() {
  return <p className="p-6 text-center text-ink-muted">Not Found</p>;
}
