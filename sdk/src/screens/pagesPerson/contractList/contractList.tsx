import { type AgreedDocument, getMyContracts, type ServiceContract } from '../../../api/endpoints/wallet';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { Cell, cellSheet } from '../../../ui/cell';
import { formatDate } from '../../../ui/date-format';
import fileTextIcon from '../../../ui/icons/file-text';
import logInIcon from '../../../ui/icons/log-in';
import { LoadMoreList } from '../../../ui/load-more-list';
import { formatFen } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState } from '../../../ui/states';
import { sheet } from './styles';

/**
 * What the person agreed to: the user agreement and the privacy policy (when they agreed, and
 * whether the version changed since), then the service contract of each paid task (the parties,
 * the task, the amount, its dates). Each opens its text in aboutContract.
 */
export default function ContractList() {
  const t = useT();
  useStyles(cellSheet, sheet);
  const { api, router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const locale = useStore(useInstance().i18n.$locale);
  const [agreements, setAgreements] = useState<AgreedDocument[]>([]);
  const date = (at: number) => formatDate(at, locale, { dateStyle: 'medium' });

  if (!token) {
    return (
      <div class="mp-page">
        <NavBar title={t('contractList.title')} />
        <div class="mp-body">
          <EmptyState icon={logInIcon} text={t('contractList.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('contractList.login')}
            </Button>
          </EmptyState>
        </div>
      </div>
    );
  }

  const contract = (c: ServiceContract) => (
    <button
      type="button"
      class="mp-contract"
      onClick={() => router.navigateTo('aboutContract', { type: 'contract', key: c.contract_key })}
    >
      <span class="mp-contract__title">{c.title}</span>
      <span class="mp-contract__amount">{formatFen(c.amount_fen)}</span>
      <span class="mp-contract__line">
        {t('contractList.parties', { poster: c.poster.s_username, taker: c.taker.s_username })}
      </span>
      <span class="mp-contract__line">
        {t(c.role === 'poster' ? 'contractList.asPoster' : 'contractList.asTaker')} ·{' '}
        {t('contractList.paid', { date: date(c.paid_at) })} ·{' '}
        {t('contractList.service', { date: date(c.service_time) })}
        {c.ended_at !== null && ` · ${t('contractList.ended', { date: date(c.ended_at) })}`}
      </span>
    </button>
  );

  return (
    <div class="mp-page">
      <NavBar title={t('contractList.title')} />
      <div class="mp-body">
        {agreements.length > 0 && (
          <section class="mp-group" aria-label={t('contractList.agreements')}>
            {agreements.map((a) => (
              <Cell
                key={a.agreement_key}
                label={a.title}
                value={t(a.changed_since ? 'contractList.agreedChanged' : 'contractList.agreed', {
                  date: date(a.agreed_at),
                })}
                onClick={() => router.navigateTo('aboutContract', { key: a.agreement_key })}
              />
            ))}
          </section>
        )}
        <h2 class="mp-contracts__heading">{t('contractList.services')}</h2>
        <LoadMoreList<ServiceContract>
          key={token.token}
          label={t('contractList.services')}
          load={async (page) => {
            const answer = await getMyContracts(api, page);
            if (page === 1) setAgreements(answer.agreements);
            return answer;
          }}
          itemKey={(c) => c.goods_order_task_id}
          render={contract}
          empty={<EmptyState icon={fileTextIcon} text={t('contractList.empty')} />}
        />
      </div>
    </div>
  );
}

export { default as messages } from './messages';
