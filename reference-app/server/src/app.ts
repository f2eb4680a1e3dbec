import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { CANCEL_REPLY_SECONDS, DEFAULT_LIFECYCLE_CONFIG } from '@marketplace/sdk/rules';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream, LevelWithSilent } from 'pino';
import { type Clock, systemClock, unixSeconds } from './clock.js';
import { type Config, FORM_BODY_LIMIT_BYTES, type RateLimitRule } from './config.js';
import type { AppContext } from './context.js';
import type { Db } from './db/index.js';
import { authenticate } from './http/auth.js';
import { registerCompression } from './http/compression.js';
import { DbWindowLimiter } from './http/db-rate-limit.js';
import { refuseUnroutableUrl, registerErrorHandling, schemaValidatorOptions } from './http/errors.js';
import { registerFormFields } from './http/form.js';
import { serializeError, serializeRequest } from './http/logging.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurity } from './http/security.js';
import { registerStatic } from './http/static.js';
import { loadWebPages } from './http/web-pages.js';
import { type Locale, pickLocale } from './i18n/messages.js';
import { DomainEvents } from './kernel/events.js';
import { registerAddressRoutes } from './modules/addresses/routes.js';
import { AddressService } from './modules/addresses/service.js';
import { registerAuthRoutes } from './modules/auth/routes.js';
import { AuthService } from './modules/auth/service.js';
import { registerCatalogRoutes } from './modules/catalog/routes.js';
import { CatalogService } from './modules/catalog/service.js';
import { type ChatEventBus, InProcessEventBus, PgNotifyEventBus } from './modules/chat/events.js';
import { registerChatRoutes } from './modules/chat/routes.js';
import { ChatService, type TaskApplications } from './modules/chat/service.js';
import type { Ticker } from './modules/chat/streams.js';
import { type CommunityLimits, createCommunity } from './modules/community/index.js';
import { registerCommunityRoutes } from './modules/community/routes.js';
import { registerContentRoutes } from './modules/content/routes.js';
import { ContentService } from './modules/content/service.js';
import { registerContractRoutes } from './modules/contracts/routes.js';
import { ContractService } from './modules/contracts/service.js';
import { registerCouponDevRoutes } from './modules/coupons/demo.js';
import { CouponEffects } from './modules/coupons/effects.js';
import { registerCouponRoutes } from './modules/coupons/routes.js';
import { CouponService } from './modules/coupons/service.js';
import { registerDevClockRoutes, SandboxClock } from './modules/dev/clock.js';
import { registerDevRoutes } from './modules/dev/routes.js';
// WeChat sign-in, teams and invitations
import { registerTeamRoutes } from './modules/distribution/routes.js';
import { TeamService } from './modules/distribution/service.js';
import { registerEvaluationRoutes } from './modules/evaluations/routes.js';
import { EvaluationService } from './modules/evaluations/service.js';
// Feedback and files (issue 12).
import { registerFeedbackRoutes } from './modules/feedback/routes.js';
import { FeedbackService } from './modules/feedback/service.js';
import { registerFileRoutes } from './modules/files/routes.js';
import { FileService } from './modules/files/service.js';
import { registerHealthRoutes } from './modules/health/routes.js';
import { HealthService } from './modules/health/service.js';
// kefu
import {
  businessesQueue,
  certificatesQueue,
  disputesQueue,
  feedbackQueue,
  KefuQueues,
  overdueCancellationsQueue,
  reportsQueue,
} from './modules/kefu/queues.js';
import { registerKefuRoutes } from './modules/kefu/routes.js';
import { KefuService } from './modules/kefu/service.js';
import { subscribeKefuAudit, subscribeKefuTold } from './modules/kefu/subscribers.js';
import { registerMapsRoutes } from './modules/maps/routes.js';
import { NotificationDispatcher } from './modules/notifications/dispatcher.js';
import { registerNotificationRoutes } from './modules/notifications/routes.js';
import { NotificationService } from './modules/notifications/service.js';
import { OrderJobs } from './modules/orders/close.js';
import { DiscoverService } from './modules/orders/discover.js';
import { registerDiscoverRoutes } from './modules/orders/discover-routes.js';
import { MyOrderCounts, registerMyOrderRoutes } from './modules/orders/mine.js';
import { registerOrderRoutes } from './modules/orders/routes.js';
import { OrderService } from './modules/orders/service.js';
import { registerPartnerRoutes } from './modules/partner/routes.js';
import { PartnerService } from './modules/partner/service.js';
import { registerSandboxPayPage } from './modules/payments/dev.js';
import { registerPaymentRoutes } from './modules/payments/routes.js';
import { type PayerOpenId, PaymentService } from './modules/payments/service.js';
import { CertificateService } from './modules/people/certificates.js';
import { FavouriteService } from './modules/people/favourites.js';
import { IdCardService } from './modules/people/idcard.js';
import { ProfileService } from './modules/people/profile.js';
import { registerPeopleRoutes } from './modules/people/routes.js';
import { TalentService } from './modules/people/talents.js';
import { registerSearchRoutes } from './modules/search/routes.js';
import { SearchService } from './modules/search/service.js';
import { indexOrder, indexTalent } from './modules/search/terms.js';
import { taskApplications } from './modules/tasks/applications.js';
import { JobRunner } from './modules/tasks/jobs.js';
import { registerTaskRoutes } from './modules/tasks/routes.js';
import { TaskService } from './modules/tasks/service.js';
import { registerUploadRoutes } from './modules/uploads/routes.js';
import { UploadService } from './modules/uploads/service.js';
import { StoredPhotoCleanup } from './modules/uploads/stored-photos.js';
import { REAL_NAME_LIMIT, RealNameService } from './modules/user/real-name.js';
import { registerUserRoutes } from './modules/user/routes.js';
import { UserService } from './modules/user/service.js';
import { registerSandboxTransferPage } from './modules/wallet/dev.js';
import { post } from './modules/wallet/ledger.js';
import { registerWalletRoutes } from './modules/wallet/routes.js';
import { WalletService } from './modules/wallet/service.js';
import { registerWithdrawalRoutes } from './modules/wallet/withdrawal-routes.js';
import { PayoutPoller, WithdrawalService } from './modules/wallet/withdrawals.js';
import { DbCredentialCache } from './modules/wechat/credentials.js';
import { registerSandboxWechatPages } from './modules/wechat/dev.js';
import { registerWechatRoutes } from './modules/wechat/routes.js';
import { WechatService } from './modules/wechat/service.js';
import { DatabaseStorage } from './providers/database-storage.js';
import {
  createIdentityProvider,
  type IdentityProvider,
  SandboxIdentityProvider,
} from './providers/identity.js';
import { createMapsProvider, type MapsProvider } from './providers/maps.js';
import { type NotificationChannel, OutboxChannel, SmsChannel } from './providers/notify.js';
import { createOcrProvider, type OcrProvider, SandboxOcrProvider } from './providers/ocr.js';
import { SandboxOutbox } from './providers/outbox.js';
import { type PayProvider, SandboxPayProvider, WechatPayProvider } from './providers/pay.js';
import { type PayoutProvider, SandboxPayoutProvider, WechatTransferProvider } from './providers/payout.js';
import { providerReport } from './providers/report.js';
import { S3Storage } from './providers/s3-storage.js';
import { createSmsGateway, SandboxSmsProvider, type SmsProvider } from './providers/sms.js';
import { LocalDiskStorage, type StorageProvider } from './providers/storage.js';
import { WechatApi, type WechatProvider } from './providers/wechat.js';
import { WechatSandbox } from './providers/wechat-sandbox.js';
import { type OpenIdLookup, WechatSubscribeChannel } from './providers/wechat-subscribe.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of `msg`, from Accept-Language. */
    locale: Locale;
  }
}

export interface AppDeps {
  db: Db;
  clock?: Clock;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  logLevel?: LevelWithSilent;
  storage?: StorageProvider;
  /**
   * An SMS gateway adapter. By default the one SMS_PROVIDER names (`config.sms`), else the
   * sandbox provider while the sandbox is on; with neither, `POST /api/sms/register` answers 503.
   */
  sms?: SmsProvider;
  chat?: ChatOptions;
  /** A maps provider; by default the one `config.maps` names (offline estimates unless MAPS_PROVIDER is set). */
  maps?: MapsProvider;
  /**
   * A payment adapter. By default WeChat Pay when PAY_PROVIDER=wechat (`config.wechatPay`),
   * else the sandbox provider while the sandbox is on.
   */
  pay?: PayProvider;
  /**
   * The payer's openid under the WeChat Pay appid (JSAPI needs it). By default the one the WeChat
   * sign-in bound under WECHAT_PAY_APPID (`WechatService.openIdOf`); without one the WeChat
   * provider answers bridgeConfig with `error.payNeedsWechat`.
   */
  payerOpenId?: PayerOpenId;
  /**
   * An identity verification adapter (name and resident ID number). By default the one
   * IDENTITY_PROVIDER names (`config.identity`), else the sandbox provider while the sandbox is
   * on; with neither, real-name verification answers 503.
   */
  identity?: IdentityProvider;
  /**
   * The channels of notifications outside the app. By default the sandbox outbox (as `sms` and
   * `wechat`) while the sandbox is on, else SMS for the kinds SMS_TEMPLATE_* names and WeChat
   * subscribe messages for those WECHAT_SUBSCRIBE_TEMPLATES names.
   */
  notificationChannels?: NotificationChannel[];
  /**
   * The person's openid under the mini program of WECHAT_SUBSCRIBE_APPID. By default the one the
   * WeChat sign-in bound (`WechatService.openIdOf`); a person without one is skipped.
   */
  subscriberOpenId?: OpenIdLookup;
  // People (issue 11)
  /**
   * An ID card recognition adapter. By default the one OCR_PROVIDER names (`config.ocr`), else
   * the sandbox provider while the sandbox is on; with neither, recognition answers 503.
   */
  ocr?: OcrProvider;
  // wallet: withdrawals
  /**
   * A payout adapter. By default the WeChat merchant transfer when PAY_PROVIDER=wechat
   * (`config.wechatTransfer`), else the sandbox provider while the sandbox is on. The payee's
   * openid comes from `payerOpenId` (the same WeChat sign-in).
   */
  payout?: PayoutProvider;
  // community (issue 12)
  /** Publishing and commenting limits, counted in the database (docs/community-api.md). */
  communityLimits?: Partial<CommunityLimits>;
  /**
   * A WeChat adapter (sign-in, JS-SDK, mini program codes). By default the real APIs when
   * WECHAT_MP_* or WECHAT_OA_* are set (`config.wechat`), else the sandbox while it is on.
   */
  wechat?: WechatProvider;
}

/** Chat wiring a test or a deployment may replace. */
export interface ChatOptions {
  /**
   * How chat events reach other processes. Default: LISTEN/NOTIFY when `config.databaseUrl` is
   * set (PostgreSQL), else in-process (PGlite, one process).
   */
  bus?: ChatEventBus;
  /** Timer of the streams' 25 s ping (tests tick it by hand). */
  ticker?: Ticker;
  /** Posts per user per window (docs/chat.md: 30 a minute). */
  postLimit?: RateLimitRule;
  /** The task behind a `task` card; by default the tasks module's reject transition. */
  applications?: TaskApplications;
}

export interface MarketplaceApp {
  app: FastifyInstance;
  context: AppContext;
}

/**
 * The store the configuration names (deployment.md, Uploads), for one space: `uploads` (pictures
 * served at /uploads/) or `files` (attachments, reached only by signed links), kept apart.
 */
function storageFor(config: Config, db: Db, space: 'uploads' | 'files'): StorageProvider {
  if (config.storage === 'database') return new DatabaseStorage(db, space);
  if (config.storage === 's3' && config.s3) {
    const prefix =
      space === 'uploads' ? config.s3.prefix : `${config.s3.prefix.replace(/uploads\/?$/, '')}files/`;
    return new S3Storage({ ...config.s3, prefix });
  }
  return new LocalDiskStorage(`${config.dataDir}/${space}`);
}

/** Builds the server (not listening). The caller owns `db` and closes it after `app.close()`. */
export function buildApp(config: Config, deps: AppDeps): MarketplaceApp {
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: FORM_BODY_LIMIT_BYTES,
    ajv: { customOptions: schemaValidatorOptions },
    frameworkErrors: refuseUnroutableUrl,
    logger: {
      level: deps.logLevel ?? 'info',
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
        censor: '[redacted]',
      },
      serializers: { req: serializeRequest, err: serializeError },
    },
  });

  // wallet: the sandbox's clock can be moved forward (POST /dev/clock/advance) to see timers fire.
  const sandboxClock = !deps.clock && config.sandbox ? new SandboxClock(systemClock) : undefined;
  const clock = deps.clock ?? sandboxClock ?? systemClock;
  // Modules announce their changes here; the subscribers are registered below, once all are built.
  const events = new DomainEvents({ log: app.log });
  const outbox = config.sandbox ? new SandboxOutbox() : undefined;
  // Without a gateway and without the sandbox the app still builds (main.ts refuses such a
  // production start): everything but sending sign-in codes works, and that call answers 503.
  const sms =
    deps.sms ??
    (config.sms
      ? createSmsGateway(config.sms, { log: app.log })
      : outbox
        ? new SandboxSmsProvider(outbox, app.log)
        : undefined);
  const identity =
    deps.identity ??
    (config.identity
      ? createIdentityProvider(config.identity, { log: app.log })
      : config.sandbox
        ? new SandboxIdentityProvider()
        : undefined);
  const storage = deps.storage ?? storageFor(config, deps.db, 'uploads');
  // People (issue 11)
  const ocr =
    deps.ocr ??
    (config.ocr
      ? createOcrProvider(config.ocr, { log: app.log })
      : config.sandbox
        ? new SandboxOcrProvider()
        : undefined);
  const uploads = new UploadService({ storage, clock });
  const auth = new AuthService({ db: deps.db, clock, sms, outbox, events });
  // Every limit is counted in the database, so several processes behind a proxy count once.
  const limiter = new DbWindowLimiter({ db: deps.db, clock });
  // coupons: the task lifecycle holds a chosen coupon through this seam (kernel/task-coupons.ts)
  const couponEffects = new CouponEffects();
  const coupons = new CouponService({ db: deps.db, clock, events });
  const tasks = new TaskService({
    db: deps.db,
    clock,
    events,
    coupons: couponEffects,
    lifecycle: { ...DEFAULT_LIFECYCLE_CONFIG, wallet_clearance_seconds: config.walletClearanceSeconds },
  });
  const chat = new ChatService({
    db: deps.db,
    clock,
    limiter,
    uploads,
    bus:
      deps.chat?.bus ??
      (config.databaseUrl
        ? new PgNotifyEventBus({ url: config.databaseUrl, db: deps.db, log: app.log })
        : new InProcessEventBus()),
    log: app.log,
    checkToken: (tokens) => auth.signedOut(tokens),
    ...(deps.chat?.ticker ? { ticker: deps.chat.ticker } : {}),
    ...(deps.chat?.postLimit ? { postLimit: deps.chat.postLimit } : {}),
    applications: deps.chat?.applications ?? taskApplications(tasks),
  });
  const addresses = new AddressService({ db: deps.db, clock });
  // WeChat sign-in: the openids it binds feed payments, payouts and subscribe messages.
  const wechatSandbox = !deps.wechat && !config.wechat && config.sandbox ? new WechatSandbox() : undefined;
  const wechatProvider =
    deps.wechat ??
    (config.wechat
      ? new WechatApi(config.wechat, new DbCredentialCache({ db: deps.db, clock }))
      : wechatSandbox);
  const wechat = new WechatService({
    db: deps.db,
    clock,
    auth,
    provider: wechatProvider,
    stateKey: config.wechat?.official?.secret ?? 'sandbox-wechat-state-key-not-secret',
  });
  const channels: NotificationChannel[] =
    deps.notificationChannels ??
    (outbox
      ? [new OutboxChannel('wechat', outbox), new OutboxChannel('sms', outbox)]
      : [
          ...(config.wechatSubscribe
            ? [
                new WechatSubscribeChannel(config.wechatSubscribe, {
                  openIdOf:
                    deps.subscriberOpenId ??
                    ((userId) => wechat.openIdOf(userId, config.wechatSubscribe?.appid)),
                }),
              ]
            : []),
          ...(sms && config.sms ? [new SmsChannel(sms, config.sms.notifyTemplates)] : []),
        ]);
  const dispatcher = new NotificationDispatcher({
    db: deps.db,
    clock,
    channels,
    log: app.log,
    intervalMs: config.jobIntervalMs,
  });
  const notifications = new NotificationService({
    db: deps.db,
    clock,
    channels,
    onQueued: () => dispatcher.kick(),
  });
  subscribe(events, chat, notifications);
  // kefu: audits kefu's task transitions; refuses an agent's money decision above the threshold.
  subscribeKefuAudit(events, config.kefuSupervisorAboveFen);
  subscribeKefuTold(events);
  const kefuQueues = new KefuQueues();
  kefuQueues.register(disputesQueue);
  kefuQueues.register(overdueCancellationsQueue(CANCEL_REPLY_SECONDS));
  kefuQueues.register(certificatesQueue);
  kefuQueues.register(businessesQueue);
  kefuQueues.register(reportsQueue);
  kefuQueues.register(feedbackQueue);
  // wallet: a finished withdrawal tells its person (withdrawalFinished)
  events.inTransaction('withdrawal.finished', (tx, finished) =>
    notifications.onWithdrawalFinished(tx, finished),
  );
  subscribeCoupons(events, coupons, couponEffects, clock);
  const sandboxPay = config.sandbox ? new SandboxPayProvider(config.paySandboxKey) : undefined;
  const pay = deps.pay ?? (config.wechatPay ? new WechatPayProvider(config.wechatPay) : sandboxPay);
  const jobs = new JobRunner({
    db: deps.db,
    clock,
    tasks,
    orders: new OrderJobs({ db: deps.db, clock, events }),
    log: app.log,
    intervalMs: config.jobIntervalMs,
  });
  // Photos stored before uploads lost their metadata are cleaned once, in the background.
  const storedPhotos = new StoredPhotoCleanup({
    db: deps.db,
    clock,
    storage,
    log: app.log,
    retryMs: config.jobIntervalMs,
  });
  // Feedback and files (issue 12): attachments in storage of their own, reached by signed links.
  const files = new FileService({
    db: deps.db,
    clock,
    storage: storageFor(config, deps.db, 'files'),
    uploads,
    secret: config.idHashKey,
  });
  const feedback = new FeedbackService({ db: deps.db, clock, files, tasks, limiter });
  // wallet: withdrawals and their payout provider
  const sandboxPayout = config.sandbox ? new SandboxPayoutProvider(config.paySandboxKey) : undefined;
  const payout =
    deps.payout ??
    (config.wechatTransfer && pay instanceof WechatPayProvider
      ? new WechatTransferProvider(pay, config.wechatTransfer)
      : sandboxPayout);
  const withdrawals = new WithdrawalService({
    db: deps.db,
    clock,
    events,
    provider: payout,
    // The payee's openid is the one their WeChat sign-in bound under the merchant's app.
    payeeOpenId: deps.payerOpenId ?? ((userId) => wechat.openIdOf(userId, config.wechatPay?.appid)),
    dailyMaxFen: config.withdrawalDailyMaxFen,
    log: app.log,
  });
  const payoutPoller = new PayoutPoller({ withdrawals, intervalMs: config.jobIntervalMs, log: app.log });
  const context: AppContext = {
    config,
    clock,
    limiter,
    addressLimiter: limiter,
    authenticate: authenticate(auth),
    outbox,
    maps: deps.maps ?? createMapsProvider(config.maps, { log: app.log }),
    jobs,
    notifications: dispatcher,
    services: {
      auth,
      user: new UserService({ db: deps.db, clock, uploads, events }),
      realName: new RealNameService({
        db: deps.db,
        clock,
        limiter,
        identity,
        hashKey: config.idHashKey,
      }),
      content: new ContentService({ db: deps.db }),
      uploads,
      chat,
      catalog: new CatalogService({ db: deps.db }),
      addresses,
      orders: new OrderService({ db: deps.db, clock, addresses, uploads, events }),
      tasks,
      wallet: new WalletService({ db: deps.db }),
      evaluations: new EvaluationService({ db: deps.db, clock, tasks }),
      notifications,
      payments: new PaymentService({
        db: deps.db,
        clock,
        tasks,
        provider: pay,
        payerOpenId: deps.payerOpenId ?? ((userId) => wechat.openIdOf(userId, config.wechatPay?.appid)),
      }),
      // Feedback and files (issue 12).
      files,
      feedback,
      // People (issue 11): profiles and show photos
      profiles: new ProfileService({ db: deps.db, clock, uploads, events }),
      // kefu
      kefu: new KefuService({
        db: deps.db,
        clock,
        queues: kefuQueues,
        events,
        supervisorAboveFen: config.kefuSupervisorAboveFen,
      }),
      // wallet: withdrawals
      withdrawals,
    },
    // kefu
    kefuQueues,
  };
  // Open event streams would keep close() waiting: end them first. Then stop listening.
  app.addHook('onReady', async () => chat.start());
  // Each process runs its own job runner; stopping waits for the job in progress.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onReady', async () => storedPhotos.start());
  app.addHook('preClose', async () => chat.closeStreams());
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('preClose', async () => jobs.stop());
  app.addHook('preClose', async () => storedPhotos.stop());
  app.addHook('preClose', async () => dispatcher.stop());
  app.addHook('onClose', async () => chat.close());
  // wallet: the payout job
  app.addHook('onReady', async () => payoutPoller.start());
  app.addHook('preClose', async () => payoutPoller.stop());
  // Windows older than the longest limit's (real-name checks: a day) are of no use: swept every
  // 10 minutes.
  let limitSweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (config.jobIntervalMs <= 0) return;
    limitSweeper = setInterval(() => {
      limiter
        .sweep(REAL_NAME_LIMIT.windowMs)
        .catch((error: unknown) => app.log.warn({ err: error }, 'limit sweep failed'));
    }, 600_000);
    limitSweeper.unref();
  });
  app.addHook('preClose', async () => clearInterval(limitSweeper));

  app.decorateRequest('locale', 'en');
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['accept-language'];
    request.locale = pickLocale(typeof header === 'string' ? header : undefined);
  });

  const webPages = loadWebPages(config.webDist);
  registerSecurity(app, config, webPages?.scriptHashes);
  registerErrorHandling(app, config);
  registerCompression(app);
  app.register(formbody);
  app.register(multipart, {
    limits: {
      fileSize: config.uploadMaxBytes,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 21,
    },
  });
  // Answers go out as the handlers made them: response schemas document the calls (and a test
  // checks real answers against them) but never drop a field the SDK reads.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerOpenApi(app);
  registerFormFields(app);
  app.register(async (scope) => registerStatic(scope, config, webPages));
  // The calls are registered in a scope opened after the plugins above have loaded: a plugin
  // that decorates routes as they are added (compression) sees every one of them.
  app.register(async (api) => {
    registerHealthRoutes(api, new HealthService({ db: deps.db, report: providerReport(config) }));
    registerAuthRoutes(api, context);
    registerUserRoutes(api, context);
    registerContentRoutes(api, context);
    registerUploadRoutes(api, context);
    registerChatRoutes(api, context);
    registerCatalogRoutes(api, context);
    registerAddressRoutes(api, context);
    registerMapsRoutes(api, context);
    registerOrderRoutes(api, context);
    registerDiscoverRoutes(
      api,
      context,
      new DiscoverService({ db: deps.db, clock, orders: context.services.orders }),
    );
    registerSearchRoutes(api, context, new SearchService({ db: deps.db, orders: context.services.orders }));
    registerTaskRoutes(api, context);
    registerWalletRoutes(api, context);
    registerPaymentRoutes(api, context);
    registerEvaluationRoutes(api, context);
    registerMyOrderRoutes(api, context, new MyOrderCounts({ db: deps.db }));
    registerNotificationRoutes(api, context, notifications);
    if (sandboxPay && pay === sandboxPay) registerSandboxPayPage(api, context, sandboxPay);
    if (outbox) registerDevRoutes(api, outbox);
    // Feedback and files (issue 12).
    registerFileRoutes(api, context, files);
    registerFeedbackRoutes(api, context, feedback);
    // People (issue 11): talents, favourites, certificates
    registerPeopleRoutes(api, context, {
      idCards: new IdCardService({ ocr, uploads, limiter }),
      talents: new TalentService({ db: deps.db, clock, profiles: context.services.profiles }),
      favourites: new FavouriteService({ db: deps.db, clock, orders: context.services.orders }),
      certificates: new CertificateService({ db: deps.db, clock, uploads }),
    });
    // kefu
    registerKefuRoutes(api, context);
    // wallet: withdrawals, the sandbox payee's page and the sandbox clock
    registerWithdrawalRoutes(api, context, withdrawals);
    registerContractRoutes(api, context, new ContractService({ db: deps.db }));
    if (sandboxPayout && payout === sandboxPayout)
      registerSandboxTransferPage(api, withdrawals, sandboxPayout);
    if (sandboxClock) {
      registerDevClockRoutes(api, sandboxClock, async () => {
        await jobs.runDue();
        await withdrawals.runDue();
      });
    }
    // coupons
    registerCouponRoutes(api, context, coupons);
    if (config.sandbox) registerCouponDevRoutes(api, deps.db, clock);
    // community (issue 12)
    registerCommunityRoutes(
      api,
      context,
      createCommunity({
        db: deps.db,
        clock,
        uploads,
        ...(deps.communityLimits ? { limits: deps.communityLimits } : {}),
      }),
    );
    // WeChat sign-in, teams and invitations
    registerWechatRoutes(api, context, wechat);
    registerTeamRoutes(api, context, new TeamService({ db: deps.db, clock }), async (scene) =>
      wechatProvider?.miniProgramCode({ scene }).catch((error: unknown) => {
        app.log.warn({ err: error }, 'mini program code failed; answering a QR code of the link');
        return undefined;
      }),
    );
    if (wechatSandbox && wechatProvider === wechatSandbox) registerSandboxWechatPages(api, wechatSandbox);
    // Partner sign-in (docs/partner-api.md)
    registerPartnerRoutes(
      api,
      context,
      new PartnerService({
        db: deps.db,
        clock,
        auth,
        partners: config.partners,
        audience: config.partnerAudience,
      }),
    );
  });

  return { app, context };
}

/**
 * Who hears what (docs/server-design.md): every subscriber runs inside the transaction of the
 * change, in the order written here.
 */
function subscribe(events: DomainEvents, chat: ChatService, notifications: NotificationService): void {
  // A task's change writes its system message in the chat (pushed live once committed), and
  // queues its notifications outside the app (sent by the dispatcher once committed).
  events.inTransaction('task.changed', (tx, change) => chat.writeTaskMessage(tx, change));
  events.inTransaction('task.changed', (tx, change) => notifications.onTaskEvent(tx, change));
  events.inTransaction('task.reminded', (tx, reminded) => notifications.onTaskReminded(tx, reminded));
  // Money that moved is written to the ledger; an unbalanced posting rolls the change back.
  events.inTransaction('money.moved', async (tx, posting) => {
    await post(tx, posting);
  });
  // Search follows what orders and people are called.
  events.inTransaction('order.saved', (tx, { orderId }) => indexOrder(tx, orderId));
  // People (issue 11): a person is found by name, introduction and categories.
  events.inTransaction('user.named', (tx, { userId }) => indexTalent(tx, userId));
  events.inTransaction('profile.saved', (tx, { userId }) => indexTalent(tx, userId));
  // kefu: every decision of customer service is told to its people as a system line in the chat.
  events.inTransaction('kefu.told', (tx, told) => chat.writeKefuNotice(tx, told));
}

/**
 * coupons: a new account receives the registration campaigns, and a task's change releases,
 * consumes or returns its coupon, in the transaction of the change (docs/coupons-api.md).
 */
function subscribeCoupons(
  events: DomainEvents,
  coupons: CouponService,
  effects: CouponEffects,
  clock: Clock,
): void {
  events.inTransaction('user.registered', (tx, { userId }) => coupons.issueOnRegistration(tx, userId));
  events.inTransaction('task.changed', (tx, change) => effects.onTaskChanged(tx, change, unixSeconds(clock)));
}
