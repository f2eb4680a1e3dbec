import { type FileInfo, shareFile, uploadFile } from '../../../api/endpoints/feedback';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useEffect, useMemo, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { FILE_MAX_BYTES } from '../../../rules/feedback';
import { Button, buttonSheet } from '../../../ui/button';
import { errorText } from '../../../ui/errors';
import { fieldSheet } from '../../../ui/field';
import { formatBytes, kindOfFile } from '../../../ui/file-kind';
import logInIcon from '../../../ui/icons/log-in';
import { ImagePicker } from '../../../ui/image-picker';
import { NavBar } from '../../../ui/nav-bar';
import { putPick } from '../../../ui/picks';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState } from '../../../ui/states';
import { sheet } from './styles';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/gif,image/webp';

/**
 * Uploads one document (a PDF or a picture, at most 5 MB) with progress. The type is read from
 * the file's first bytes before sending (the server checks again); the result goes back to the
 * page that opened this one (`putPick(router, 'file', info)`). `task`: also shares the file
 * with that task's other party.
 */
export default function UpLoadFile() {
  const t = useT();
  useStyles(buttonSheet, fieldSheet, sheet);
  const inst = useInstance();
  const { router, session, i18n } = inst;
  const { query } = useRoute();
  const token = useStore(session.$token);
  const locale = useStore(i18n.$locale);
  const api = useMemo(() => quietApi(inst.api), [inst.api]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState<FileInfo | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const limit = formatBytes(FILE_MAX_BYTES, locale);

  async function pick([file]: File[]) {
    if (!file) return;
    setError('');
    setDone(null);
    if (file.size > FILE_MAX_BYTES) return setError(t('upLoadFile.tooLarge', { limit }));
    if (file.size === 0 || !(await kindOfFile(file))) return setError(t('upLoadFile.wrongType'));
    setProgress(0);
    try {
      const info = await uploadFile(api, file, { onProgress: (p) => alive.current && setProgress(p) });
      if (query.task) await shareFile(api, info.id, query.task);
      putPick(router, 'file', info);
      if (alive.current) setDone(info);
    } catch (err) {
      if (alive.current) setError(errorText(err, t));
    } finally {
      if (alive.current) setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <div class="mp-page">
      <NavBar title={t('upLoadFile.title')} />
      <div class="mp-body">
        {!token ? (
          <EmptyState icon={logInIcon} text={t('upLoadFile.signIn')} />
        ) : (
          <>
            <p class="mp-uf__hint">{t('upLoadFile.hint', { limit })}</p>
            <ImagePicker label={t('upLoadFile.choose')} onPick={pick} max={1} accept={ACCEPT} disabled={busy}>
              <span class="mp-btn mp-btn--primary mp-uf__pick">{t('upLoadFile.choose')}</span>
            </ImagePicker>
            {busy && (
              <div class="mp-uf__progress">
                <progress max={1} value={progress} aria-label={t('upLoadFile.uploading')} />
                <span>{t('upLoadFile.percent', { n: Math.round(progress * 100) })}</span>
              </div>
            )}
            {error && (
              <p class="mp-field__error" role="alert">
                {error}
              </p>
            )}
            {done && (
              <section class="mp-uf__done" aria-live="polite">
                <h2 class="mp-uf__name">{done.name}</h2>
                <p class="mp-muted">
                  {t(done.mime === 'application/pdf' ? 'upLoadFile.pdf' : 'upLoadFile.image')} ·{' '}
                  {formatBytes(done.size, locale)}
                </p>
                <p>{t(query.task ? 'upLoadFile.shared' : 'upLoadFile.uploaded')}</p>
                <div class="mp-uf__actions">
                  <Button onClick={() => router.navigateTo('downloadFile', { id: done.id })}>
                    {t('upLoadFile.open')}
                  </Button>
                  {router.$stack.get().length > 1 && (
                    <Button variant="primary" onClick={() => router.navigateBack()}>
                      {t('upLoadFile.done')}
                    </Button>
                  )}
                </div>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
