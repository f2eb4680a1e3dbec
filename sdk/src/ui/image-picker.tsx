import { useStyles } from '../app/context';
import type { Sheet } from '../app/sheets';
import { ALBUM_MAX_IMAGES } from '../config';
import type { ComponentChildren } from '../lib/preact';
import { PRIMARY, RADIUS } from './theme';

/** The picker's face is its label; the file input covers it, invisible, so a tap opens the picker. */
export const imagePickerSheet: Sheet = {
  id: 'image-picker',
  css: `
.mp-pick{position:relative;display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;border-radius:${RADIUS};cursor:pointer;overflow:hidden}
.mp-pick:focus-within{outline:2px solid ${PRIMARY};outline-offset:2px}
.mp-pick__input{position:absolute;inset:0;width:100%;height:100%;opacity:0;cursor:pointer}
.mp-pick--off{opacity:.55;cursor:not-allowed}
`,
};

export interface ImagePickerProps {
  /** Accessible name of the picker (the face may be an icon). */
  label: string;
  /** Called with the files picked, at most `max` of them, and how many were left out. */
  onPick: (files: File[], leftOut: number) => void;
  /** Most pictures per pick; 9 by default (spec 9: album max 9 images). */
  max?: number;
  /** Accepted types, as the input's `accept`. */
  accept?: string;
  disabled?: boolean;
  /** What the picker looks like. */
  children: ComponentChildren;
}

/**
 * Picks pictures from the device (several at once, up to `max`). Picking the same file twice
 * in a row works: the input is emptied after each pick.
 *
 * @example <ImagePicker label={t('chatView.pictures')} onPick={(files, leftOut) => send(files)}>+</ImagePicker>
 */
export function ImagePicker({
  label,
  onPick,
  max = ALBUM_MAX_IMAGES,
  accept = 'image/*',
  disabled,
  children,
}: ImagePickerProps) {
  useStyles(imagePickerSheet);
  return (
    <label class={`mp-pick${disabled ? ' mp-pick--off' : ''}`}>
      {children}
      <input
        class="mp-pick__input"
        type="file"
        accept={accept}
        multiple={max > 1}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => {
          const input = e.currentTarget;
          const files = Array.from(input.files ?? []);
          input.value = '';
          if (files.length) onPick(files.slice(0, max), Math.max(0, files.length - max));
        }}
      />
    </label>
  );
}
