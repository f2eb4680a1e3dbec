import { useRouter, useStyles } from '../../app/context';
import { buttonSheet } from '../button';
import { communitySheet } from './styles';

/** http(s) links in user text; the rest of the text stays text. */
const LINK = /\bhttps?:\/\/[^\s<>"'()\u3000-\u303f\uff01-\uff5e]+/g;

/** Splits user text into text and links (trailing punctuation stays text). */
export function splitLinks(text: string): { text: string; link: boolean }[] {
  const parts: { text: string; link: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(/[.,;:!?]+$/, '');
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), link: false });
    parts.push({ text: url, link: true });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), link: false });
  return parts;
}

/**
 * User text shown as text (never HTML), line breaks kept, its links opened in webView (which
 * shows only allowlisted hosts).
 *
 * @example <LinkedText text={article.content} />
 */
export function LinkedText({ text, class: extra }: { text: string; class?: string }) {
  useStyles(buttonSheet, communitySheet);
  const router = useRouter();
  return (
    <p class={`mp-cm-text${extra ? ` ${extra}` : ''}`}>
      {splitLinks(text).map((part, i) =>
        part.link ? (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text never move
            key={i}
            type="button"
            class="mp-link"
            onClick={() => router.navigateTo('webView', { url: part.text })}
          >
            {part.text}
          </button>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
