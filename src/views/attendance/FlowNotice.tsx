/** What became of the last attempt when the page has something to say (e.g. it was cancelled). */
export function FlowNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="status" className="mt-3 rounded-lg bg-canvas p-3 text-center text-sm text-ink">
      {text}
    </p>
  );
}
