import { getAgreementDetail, getContractDetail } from '../../../api/endpoints/content';
import { useApi, useInstance, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/date-format';
import fileTextIcon from '../../../ui/icons/file-text';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

/** Agreement (or, with `type=contract`, contract) text: plain text, one <p> per paragraph, never HTML. */
export default function AboutContract() {
  const t = useT();
  useStyles(sheet);
  const api = useApi();
  const router = useRouter();
  const locale = useStore(useInstance().i18n.$locale);
  const { query } = useRoute();
  const key = query.key ?? '';
  const contract = query.type === 'contract';
  const doc = useLoad<{ title: string; content: string; updated_at: number } | null>(
    () =>
      !key ? Promise.resolve(null) : contract ? getContractDetail(api, key) : getAgreementDetail(api, key),
    [key, contract],
  );

  let body = null;
  if (!key) {
    body = (
      <EmptyState icon={fileTextIcon} text={t('aboutContract.missing')}>
        <Button onClick={() => router.navigateBack()}>{t('common.back')}</Button>
      </EmptyState>
    );
  } else if (doc.data) {
    body = (
      <article class="mp-article">
        <h2>{doc.data.title}</h2>
        {doc.data.updated_at > 0 && (
          <p class="mp-muted">
            {t('aboutContract.updated', {
              date: formatDate(doc.data.updated_at, locale),
            })}
          </p>
        )}
        {doc.data.content
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean)
          .map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
            <p key={i}>{p}</p>
          ))}
      </article>
    );
  } else if (doc.error) {
    body = <ErrorState message={doc.error} onRetry={doc.reload} />;
  } else {
    body = <Loading />;
  }

  return (
    <div class="mp-page">
      <NavBar title={doc.data?.title || t('aboutContract.title')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
