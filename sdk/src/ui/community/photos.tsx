import { uploadCommunityImage } from '../../api/endpoints/community';
import { useApi, useStyles, useT } from '../../app/context';
import { ALBUM_MAX_IMAGES } from '../../config';
import { useRef, useState } from '../../lib/preact';
import { buttonSheet } from '../button';
import { errorText } from '../errors';
import { ImagePicker } from '../image-picker';
import { communitySheet } from './styles';

/** One photo: uploading (with progress), uploaded (`url`), or failed (retry it). */
export interface CommunityPhoto {
  key: number;
  url?: string;
  file?: Blob;
  preview?: string;
  progress: number;
  error?: string;
}

let seq = 0;

/**
 * The photos of a community form, uploaded as they are picked, each with its progress; a
 * failure keeps the photo for a retry. `onChange` gets the uploaded URLs, in order.
 *
 * @example const photos = usePhotos('article', draft.pics, save); <Photos photos={photos} label={t('community.photos')} />
 */
export function usePhotos(
  purpose: 'article' | 'business' | 'licence',
  onChange?: (urls: string[]) => void,
  max = ALBUM_MAX_IMAGES,
) {
  const api = useApi();
  const t = useT();
  const [list, setList] = useState<CommunityPhoto[]>([]);
  const current = useRef(list);
  current.current = list;
  const changed = useRef(onChange);
  changed.current = onChange;
  const update = (next: CommunityPhoto[], notify: boolean) => {
    current.current = next;
    setList(next);
    if (notify) changed.current?.(next.flatMap((p) => (p.url ? [p.url] : [])));
  };
  const patch = (key: number, change: Partial<CommunityPhoto>, notify = false) =>
    update(
      current.current.map((p) => (p.key === key ? { ...p, ...change } : p)),
      notify,
    );
  const send = async (key: number, file: Blob) => {
    patch(key, { progress: 0, error: undefined });
    try {
      const { url } = await uploadCommunityImage(api, file, purpose, {
        onProgress: (progress) => patch(key, { progress }),
      });
      patch(key, { url, progress: 1, file: undefined }, true);
    } catch (err) {
      patch(key, { error: errorText(err, t) });
    }
  };
  return {
    list,
    max,
    /** Shows URLs already uploaded (a draft, a saved business). */
    reset(urls: readonly string[]) {
      update(
        urls.map((url) => ({ key: ++seq, url, progress: 1 })),
        false,
      );
    },
    add(files: readonly File[]) {
      const room = Math.max(0, max - current.current.length);
      const added = files.slice(0, room).map((file) => ({
        key: ++seq,
        file,
        preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined,
        progress: 0,
      }));
      update([...current.current, ...added], false);
      for (const photo of added) void send(photo.key, photo.file);
    },
    retry(key: number) {
      const photo = current.current.find((p) => p.key === key);
      if (photo?.file) void send(key, photo.file);
    },
    remove(key: number) {
      update(
        current.current.filter((p) => p.key !== key),
        true,
      );
    },
    urls: () => current.current.flatMap((p) => (p.url ? [p.url] : [])),
    busy: () => current.current.some((p) => !p.url && !p.error),
  };
}

export type PhotosState = ReturnType<typeof usePhotos>;

/** The grid of a form's photos with an add tile while there is room. */
export function Photos({
  photos,
  label,
  error,
}: {
  photos: PhotosState;
  label: string;
  error?: string | null;
}) {
  const t = useT();
  useStyles(buttonSheet, communitySheet);
  return (
    <fieldset class={`mp-field${error ? ' mp-field--invalid' : ''}`}>
      <legend class="mp-field__label">
        {label} ({photos.list.length}/{photos.max})
      </legend>
      <ul class="mp-cm-pics">
        {photos.list.map((p, i) => (
          <li key={p.key} class="mp-cm-photo">
            <img src={p.preview ?? p.url} alt={t('community.photo', { n: i + 1 })} />
            {!p.url && !p.error && (
              <progress max={1} value={p.progress} aria-label={t('community.photoUploading', { n: i + 1 })} />
            )}
            {p.error && (
              <span class="mp-cm-photo__state" role="alert">
                {t('community.photoFailed')}{' '}
                <button type="button" class="mp-link" onClick={() => photos.retry(p.key)}>
                  {t('common.retry')}
                </button>
              </span>
            )}
            <button
              type="button"
              class="mp-cm-photo__remove"
              aria-label={t('community.photoRemove', { n: i + 1 })}
              onClick={() => photos.remove(p.key)}
            >
              ×
            </button>
          </li>
        ))}
        {photos.list.length < photos.max && (
          <li>
            <ImagePicker
              label={t('community.photoAdd')}
              max={photos.max - photos.list.length}
              onPick={(files) => photos.add(files)}
            >
              <span class="mp-cm-add" aria-hidden="true">
                +
              </span>
            </ImagePicker>
          </li>
        )}
      </ul>
      {error && <p class="mp-field__error">{error}</p>}
    </fieldset>
  );
}
