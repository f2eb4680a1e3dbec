import { useInstance, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { useStore } from '../../../lib/use-store';
import { isAllowedWebUrl } from '../../../rules/web-url';
import { Button } from '../../../ui/button';
import shieldIcon from '../../../ui/icons/shield';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState, ErrorState } from '../../../ui/states';
import { sheet } from './styles';

/** The sandbox every page gets; allow-same-origin is added only for other origins (see below). */
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Shows an allowlisted http(s) page in a sandboxed iframe; refuses anything else. */
export default function WebView() {
  const t = useT();
  useStyles(sheet);
  const router = useRouter();
  const { options, network } = useInstance();
  const online = useStore(network.$online);
  const url = useRoute().query.url ?? '';
  const ok = isAllowedWebUrl(url, options.allowedWebHosts, options.base, location.href);
  // A same-origin page with both allow-scripts and allow-same-origin could lift its own sandbox.
  const sameOrigin = ok && new URL(url).origin === location.origin;

  return (
    <div class="mp-page mp-page--full">
      <NavBar title={t('webView.title')} />
      {ok && !online ? (
        // the frame comes back by itself when the connection does
        <ErrorState message={t('common.noNetwork')} />
      ) : ok ? (
        <iframe
          class="mp-frame"
          src={url}
          title={new URL(url).hostname}
          sandbox={sameOrigin ? SANDBOX : `${SANDBOX} allow-same-origin`}
          referrerpolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div class="mp-body" role="alert">
          <EmptyState icon={shieldIcon} text={t('webView.refusedTitle')}>
            <p class="mp-muted">{t('webView.refusedBody')}</p>
            <Button variant="primary" onClick={() => router.navigateBack()}>
              {t('common.back')}
            </Button>
          </EmptyState>
        </div>
      )}
    </div>
  );
}

export { default as messages } from './messages';
