import { useStyles, useT } from '../../../../app/context';
import { useEffect, useRef, useState } from '../../../../lib/preact';
import { Icon } from '../../../../ui/icon';
import x from '../../../../ui/icons/x';
import { viewerSheet } from './styles';

export interface ViewerProps {
  pics: string[];
  index: number;
  onClose(): void;
}

/**
 * Photos full screen (a lazy chunk of orderDetail): one at a time, previous and next (buttons
 * or the arrow keys), "2 / 5", Escape or the close button to leave.
 */
export function Viewer({ pics, index, onClose }: ViewerProps) {
  const t = useT();
  useStyles(viewerSheet);
  const [i, setI] = useState(index);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const go = (step: number) => setI((n) => Math.min(pics.length - 1, Math.max(0, n + step)));
  return (
    <div
      ref={box}
      class="mp-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('orderDetail.photo', { n: i + 1, total: pics.length })}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
        if (e.key === 'ArrowLeft') go(-1);
        if (e.key === 'ArrowRight') go(1);
      }}
    >
      <div class="mp-viewer__top">
        <span>
          {i + 1} / {pics.length}
        </span>
        <button type="button" class="mp-viewer__btn" aria-label={t('common.close')} onClick={onClose}>
          <Icon svg={x} />
        </button>
      </div>
      <img class="mp-viewer__img" src={pics[i]} alt="" />
      <div class="mp-viewer__nav">
        <button
          type="button"
          class="mp-viewer__btn"
          aria-label={t('orderDetail.previous')}
          disabled={i === 0}
          onClick={() => go(-1)}
        >
          ‹
        </button>
        <button
          type="button"
          class="mp-viewer__btn"
          aria-label={t('orderDetail.next')}
          disabled={i === pics.length - 1}
          onClick={() => go(1)}
        >
          ›
        </button>
      </div>
    </div>
  );
}
