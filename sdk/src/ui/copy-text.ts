interface Notifier {
  toast(text: string): void;
  i18n: { t(key: string): string };
}

function fallbackCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies text to the clipboard: navigator.clipboard first, a hidden textarea second. With an
 * instance, toasts "Content copied" (or `okKey`) or "Copy failed, please copy manually": texts
 * (`copyText.*`, ./copy-text/messages.ts) that every screen calling it merges into its messages.
 *
 * @example await copyText(order.no, useInstance());
 */
export async function copyText(text: string, inst?: Notifier, okKey = 'copyText.copied'): Promise<boolean> {
  let ok = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      ok = true;
    }
  } catch {
    // permission denied or insecure context: try the old way
  }
  if (!ok) ok = fallbackCopy(text);
  inst?.toast(inst.i18n.t(ok ? okKey : 'copyText.failed'));
  return ok;
}
