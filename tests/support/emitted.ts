/** Every event the actor emits (navigation, cache revalidation), in order. */
export function recordEmitted(actor: { on(type: '*', handler: (event: unknown) => void): unknown }): unknown[] {
  const emitted: unknown[] = [];
  actor.on('*', (event) => void emitted.push(event));
  return emitted;
}
