import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { DbWindowLimiter } from '../../http/db-rate-limit.js';
import { recordAudit } from '../../kernel/audit.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { UploadService } from '../uploads/service.js';
import { ArticleService } from './articles.js';
import { BusinessService } from './businesses.js';
import { ReportService } from './reports.js';
import { type CommunityLimits, DEFAULT_COMMUNITY_LIMITS } from './shared.js';

export type { CommunityLimits } from './shared.js';
export { DEFAULT_COMMUNITY_LIMITS } from './shared.js';

/** Writes one kefu action to the audit log (kernel/audit.ts), in the transaction that made it. */
export type KefuAudit = (
  tx: Db,
  actor: Viewer,
  action: string,
  record: { type: string; id: number },
  change: { before: unknown; after: unknown; reason: string },
) => Promise<void>;

/** The community module's services, built once by app.ts. */
export interface Community {
  businesses: BusinessService;
  articles: ArticleService;
  reports: ReportService;
  /** Stores a picture (metadata removed) as the caller's upload; answers its `/uploads/` path. */
  upload(userId: number, data: Buffer, purpose: string): Promise<string>;
  audit: KefuAudit;
}

export function createCommunity(deps: {
  db: Db;
  clock: Clock;
  uploads: UploadService;
  limits?: Partial<CommunityLimits>;
}): Community {
  const limiter = new DbWindowLimiter({ db: deps.db, clock: deps.clock });
  const limits = { ...DEFAULT_COMMUNITY_LIMITS, ...deps.limits };
  const shared = { db: deps.db, clock: deps.clock, limiter, limits };
  return {
    businesses: new BusinessService(shared),
    articles: new ArticleService(shared),
    reports: new ReportService({ db: deps.db, clock: deps.clock }),
    async upload(userId, data, purpose) {
      const image = await deps.uploads.prepareImage(data);
      return deps.uploads.storeWith(image, () =>
        deps.db.transaction().execute((tx) => deps.uploads.recordUpload(tx, userId, image, purpose)),
      );
    },
    async audit(tx, actor, action, record, change) {
      await recordAudit(tx, {
        actor: { id: actor.userId, level: 'agent' },
        action,
        record,
        before: change.before,
        after: change.after,
        reason: change.reason,
        now: unixSeconds(deps.clock),
      });
    },
  };
}
