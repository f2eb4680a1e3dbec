import { version } from '../../../../package.json';
import { getAgreementList } from '../../../api/endpoints/content';
import { useApi, useRouter, useStyles, useT } from '../../../app/context';
import { Cell, cellSheet } from '../../../ui/cell';
import { fieldSheet } from '../../../ui/field';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { sheet } from './styles';

/** About us: product, version, and the agreements. */
export default function AboutUs() {
  const t = useT();
  useStyles(cellSheet, fieldSheet, sheet); // the group and the heading are drawn here
  const api = useApi();
  const router = useRouter();
  return (
    <div class="mp-page">
      <NavBar title={t('aboutUs.title')} />
      <div class="mp-body">
        <section class="mp-hero">
          <h2>{t('aboutUs.productName')}</h2>
          <p>{t('aboutUs.description')}</p>
          <p class="mp-muted">{t('aboutUs.version', { version })}</p>
        </section>
        <h2 class="mp-field__label">{t('aboutUs.agreements')}</h2>
        <div class="mp-group">
          <LoadMoreList
            label={t('aboutUs.agreements')}
            load={(page) => getAgreementList(api, page)}
            itemKey={(a) => a.agreement_key}
            render={(a) => (
              <Cell
                label={a.title}
                onClick={() => router.navigateTo('aboutContract', { key: a.agreement_key })}
              />
            )}
          />
        </div>
      </div>
    </div>
  );
}

export { default as messages } from './messages';
