/**
 * The harnesses `mount` (src/ui/test-utils.tsx) has rendered and not yet unmounted. Each test
 * leaves its widget mounted; a timer of its screen (the task hall mounts its filter panel half a
 * second after opening) could then render after the file's environment is gone, an unhandled
 * "document is not defined". The setup file unmounts them all after each test.
 */
const mounted = new Set<() => void>();

export function trackMount(unmount: () => void): () => void {
  mounted.add(unmount);
  return () => mounted.delete(unmount);
}

export function unmountAll(): void {
  for (const unmount of [...mounted]) unmount();
}
