/**
 * The text to show for a failed load. ApiError messages arrive translated; a network failure
 * while the browser is offline says so; anything else falls back to the generic text.
 */
export function errorText(err: unknown, t: (key: string) => string): string {
  if (navigator.onLine === false) return t('common.noNetwork');
  return err instanceof Error && err.message ? err.message : t('common.error');
}

/** True for a request cancelled because the page or the widget went away: show nothing. */
export function isAborted(err: unknown): boolean {
  return (
    (err as { kind?: string } | null)?.kind === 'aborted' || (err as Error | null)?.name === 'AbortError'
  );
}
