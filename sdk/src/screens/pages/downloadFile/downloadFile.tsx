import { getFile } from '../../../api/endpoints/feedback';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useEffect, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button, buttonSheet } from '../../../ui/button';
import { copyText } from '../../../ui/copy-text';
import { errorText, isAborted } from '../../../ui/errors';
import { fieldSheet } from '../../../ui/field';
import { formatBytes } from '../../../ui/file-kind';
import { NavBar } from '../../../ui/nav-bar';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { fetchBlob, inWechat } from './fetch-blob';
import { sheet } from './styles';

/**
 * One attachment (`id`): its name, size and type; download it or preview it, with progress.
 * A picture previews in place; a PDF opens in a new tab from the downloaded copy. In WeChat's
 * browser, where downloads are blocked, "Download" copies the link and says to open it in a
 * browser (the spec's "link copied" tip).
 */
export default function DownloadFile() {
  const t = useT();
  useStyles(buttonSheet, fieldSheet, sheet);
  const inst = useInstance();
  const { query } = useRoute();
  const locale = useStore(inst.i18n.$locale);
  const file = useLoad(() => getFile(inst.api, query.id ?? ''), [query.id]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const info = file.data;
  if (!info) {
    return (
      <div class="mp-page">
        <NavBar title={t('downloadFile.title')} />
        <div class="mp-body">
          {file.error ? <ErrorState message={file.error} onRetry={file.reload} /> : <Loading />}
        </div>
      </div>
    );
  }
  const isPdf = info.mime === 'application/pdf';

  /** Fetches the bytes with progress; null when it failed (the error is shown). */
  async function bytes(url: string): Promise<Blob | null> {
    stop.current?.abort();
    const controller = new AbortController();
    stop.current = controller;
    setError('');
    setProgress(0);
    try {
      return await fetchBlob(url, setProgress, controller.signal);
    } catch (err) {
      if (!isAborted(err))
        setError(navigator.onLine === false ? errorText(err, t) : t('downloadFile.failed'));
      return null;
    } finally {
      if (!controller.signal.aborted) setProgress(null);
    }
  }

  async function download() {
    if (!info) return;
    if (inWechat()) {
      setCopied(await copyText(info.url, inst, 'downloadFile.linkCopied'));
      return;
    }
    const blob = await bytes(info.url);
    if (!blob) return;
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = info.name;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
    inst.toast(t('downloadFile.saved'));
  }

  async function preview() {
    if (!info) return;
    if (!isPdf) return setShown(true);
    // Opened now, while the tap still counts as the person's: a window opened later is blocked.
    const tab = window.open('', '_blank');
    const blob = await bytes(info.url);
    if (!blob) return tab?.close();
    const href = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = href;
    else window.location.assign(href);
  }

  return (
    <div class="mp-page">
      <NavBar title={t('downloadFile.title')} />
      <div class="mp-body">
        <section class="mp-df__card">
          <span class="mp-df__icon" aria-hidden="true">
            {isPdf ? 'PDF' : 'IMG'}
          </span>
          <div>
            <h2 class="mp-df__name">{info.name}</h2>
            <p class="mp-muted">
              {t(isPdf ? 'downloadFile.pdf' : 'downloadFile.image')} · {formatBytes(info.size, locale)}
            </p>
          </div>
        </section>
        {progress !== null && (
          <div class="mp-df__progress">
            <progress max={1} value={progress} aria-label={t('downloadFile.downloading')} />
            <span>{t('downloadFile.percent', { n: Math.round(progress * 100) })}</span>
          </div>
        )}
        {error && (
          <p class="mp-field__error" role="alert">
            {error}
          </p>
        )}
        {copied && <p class="mp-df__tip">{t('downloadFile.linkCopied')}</p>}
        <div class="mp-df__actions">
          <Button variant="primary" onClick={download} disabled={progress !== null}>
            {t('downloadFile.download')}
          </Button>
          <Button onClick={preview} disabled={progress !== null}>
            {t('downloadFile.preview')}
          </Button>
        </div>
        {shown && !isPdf && <img class="mp-df__image" src={info.preview_url} alt={info.name} />}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
