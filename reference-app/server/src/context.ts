import type { preHandlerHookHandler } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { RateLimiter } from './http/rate-limit.js';
import type { AddressService } from './modules/addresses/service.js';
import type { AuthService } from './modules/auth/service.js';
import type { CatalogService } from './modules/catalog/service.js';
import type { ChatService } from './modules/chat/service.js';
import type { ContentService } from './modules/content/service.js';
import type { EvaluationService } from './modules/evaluations/service.js';
// Feedback and files (issue 12).
import type { FeedbackService } from './modules/feedback/service.js';
import type { FileService } from './modules/files/service.js';
// kefu
import type { KefuQueues } from './modules/kefu/queues.js';
import type { KefuService } from './modules/kefu/service.js';
import type { NotificationDispatcher } from './modules/notifications/dispatcher.js';
import type { NotificationService } from './modules/notifications/service.js';
import type { OrderService } from './modules/orders/service.js';
import type { PaymentService } from './modules/payments/service.js';
import type { ProfileService } from './modules/people/profile.js';
import type { JobRunner } from './modules/tasks/jobs.js';
import type { TaskService } from './modules/tasks/service.js';
import type { UploadService } from './modules/uploads/service.js';
import type { RealNameService } from './modules/user/real-name.js';
import type { UserService } from './modules/user/service.js';
import type { WalletService } from './modules/wallet/service.js';
import type { WithdrawalService } from './modules/wallet/withdrawals.js';
import type { MapsProvider } from './providers/maps.js';
import type { SandboxOutbox } from './providers/outbox.js';

/** What route modules get: configuration, services and the shared preHandlers. */
export interface AppContext {
  config: Config;
  clock: Clock;
  /** The per-person limits (chat posts, real-name checks, ID card recognition): in the database, so every process counts once. */
  limiter: RateLimiter;
  /** The per-address limits of signing in (captcha, SMS, register, WeChat): in the database too. */
  addressLimiter: RateLimiter;
  authenticate: preHandlerHookHandler;
  outbox: SandboxOutbox | undefined;
  maps: MapsProvider;
  /** This process's timer runner (started with the app, stopped on close). */
  jobs: JobRunner;
  /** This process's sender of notifications outside the app (started with the app). */
  notifications: NotificationDispatcher;
  services: {
    auth: AuthService;
    user: UserService;
    realName: RealNameService;
    content: ContentService;
    uploads: UploadService;
    chat: ChatService;
    catalog: CatalogService;
    addresses: AddressService;
    orders: OrderService;
    tasks: TaskService;
    wallet: WalletService;
    payments: PaymentService;
    evaluations: EvaluationService;
    notifications: NotificationService;
    // Feedback and files (issue 12).
    files: FileService;
    feedback: FeedbackService;
    // People (issue 11)
    profiles: ProfileService;
    // kefu
    kefu: KefuService;
    // wallet: withdrawals
    withdrawals: WithdrawalService;
  };
  // kefu: the console's queues; modules register theirs (docs/kefu-api.md, "Queues").
  kefuQueues: KefuQueues;
}
