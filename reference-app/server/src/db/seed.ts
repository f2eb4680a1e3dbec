import { sql } from 'kysely';
import type { Db } from './index.js';

/** The seeded categories' names in every locale, by icon. */
const CATEGORY_NAMES: Record<string, Record<string, string>> = {
  '/assets/categories/repair.svg': {
    en: 'Home repair',
    es: 'Reparaciones del hogar',
    fr: 'Réparations à domicile',
    'zh-Hans': '家庭维修',
    'zh-Hant': '居家維修',
  },
  '/assets/categories/cleaning.svg': {
    en: 'Cleaning',
    es: 'Limpieza',
    fr: 'Ménage',
    'zh-Hans': '保洁清洗',
    'zh-Hant': '清潔打掃',
  },
  '/assets/categories/delivery.svg': {
    en: 'Moving and delivery',
    es: 'Mudanzas y entregas',
    fr: 'Déménagement et livraison',
    'zh-Hans': '搬家跑腿',
    'zh-Hant': '搬家跑腿',
  },
  '/assets/categories/tutoring.svg': {
    en: 'Tutoring',
    es: 'Clases particulares',
    fr: 'Soutien scolaire',
    'zh-Hans': '家教辅导',
    'zh-Hant': '家教輔導',
  },
  '/assets/categories/design.svg': {
    en: 'Design and writing',
    es: 'Diseño y redacción',
    fr: 'Graphisme et rédaction',
    'zh-Hans': '设计文案',
    'zh-Hant': '設計文案',
  },
};

/** The seeded customer-service (kefu) account's phone. */
export const KEFU_PHONE = '13800000000';

const USER_AGREEMENT = `Welcome to Task Marketplace. These terms govern your use of the marketplace, where people post tasks and orders and service providers take them. By registering or using the service you accept these terms.

1. Your account. You register with a mainland China mobile number that you own and can receive text messages on. Keep your device and sign-in codes to yourself; you are responsible for what happens under your account. Tell customer service at once if you believe someone else is using it.

2. Posting and taking tasks. Describe a task truthfully, including its price, place, time and any qualifications it needs. Take only tasks you are able and allowed to do. The poster and the taker agree the work between themselves; Task Marketplace provides the platform, the messages and the payment flow, and is not a party to that agreement unless a separate contract says so.

3. Payments. Prices are shown in yuan. Payment for an order is held by the platform and released to the taker when the order is completed or according to the service contract. Fees, coupons and cash-out rules are shown before you confirm an action.

4. Conduct. Do not post anything unlawful, violent, pornographic, related to gambling or drugs, or fraudulent. Do not ask other users to move payment or contact off the platform, and do not harass anyone. We may remove content and restrict accounts that break these rules, and we keep records as the law requires.

5. Real-name and qualification checks. Some tasks require real-name verification or proof of a qualification. Information you submit for these checks must be your own and accurate.

6. Disputes. If something goes wrong with an order, first try to settle it through the chat. If that fails, contact customer service from the feedback page; we review the order history and messages and help both sides reach a fair outcome.

7. Changes. We may update these terms. We will show the new version in the app before it takes effect; continuing to use the service after that means you accept it.`;

const PRIVACY_POLICY = `This policy explains what personal information Task Marketplace collects, why, and the choices you have.

What we collect. Your mobile number, used to sign you in and to reach you about your orders. Your nickname and profile photo, shown to other users. For real-name verification, your name and ID number, which we store protected and show back to you only in masked form. The tasks, orders, messages and reviews you create. Basic technical data such as your device type and the time of your requests, kept to run and secure the service.

Why we use it. To provide the marketplace: matching tasks and takers, delivering messages, processing payments and cash-outs. To keep the service safe: preventing fraud, spam and abuse. To meet legal duties, such as keeping transaction records.

Who sees it. Other users see your nickname, photo, reviews and the tasks you publish. The other party to an order sees what they need to complete it. Payment and SMS providers receive only what they need to perform their service. We do not sell personal information.

How long we keep it. Account data is kept while your account is open. Transaction records are kept for the period the law requires. Sign-in codes expire after ten minutes and are stored only in hashed form.

Your choices. You can view and edit your profile at any time, sign out on any device, and ask customer service to close your account and delete the data we are not required to keep.

Contact. Questions about this policy can be sent through the feedback page; customer service answers within three working days.`;

const SERVICE_CONTRACT = `Service contract between the task poster (the Client) and the service provider (the Provider), concluded through Task Marketplace.

1. Subject. The Provider performs the task described in the order, at the place and time stated there. The order detail, including any changes both sides confirmed in the chat, forms part of this contract.

2. Price and payment. The Client pays the agreed price through the platform when placing or confirming the order. The platform holds the payment and releases it to the Provider when the Client confirms completion, or automatically when the confirmation period shown in the order ends without a dispute.

3. Performance. The Provider does the work with due care and in person unless the Client agrees otherwise. The Client gives the Provider the access and information needed to do the work.

4. Changes and cancellation. Either side may propose a change of price, time or scope in the chat; it binds both once the other side accepts it. An order cancelled before work starts is refunded in full; after work starts, the parties settle the work already done, with customer service mediating if they cannot agree.

5. Quality and disputes. If the work does not match the order, the Client reports it before confirming completion. Both sides first try to resolve it in the chat; if that fails, either may ask customer service to review the order and messages and propose a settlement.

6. Liability. Each side is responsible for damage it causes by breaking this contract. Task Marketplace provides the platform and the payment flow and is not a party to this contract.`;

/**
 * Fills an empty database with the demo content the app needs to look alive. Idempotent, and safe
 * when several processes start at once on one empty PostgreSQL database: the check and the inserts
 * run in one transaction under an advisory lock, so exactly one process seeds.
 */
export async function seedIfEmpty(db: Db, now: number = Math.floor(Date.now() / 1000)): Promise<boolean> {
  const existing = await db.selectFrom('agreements').select('agreement_key').limit(1).executeTakeFirst();
  if (existing) return false;
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('marketplace:seed'))`.execute(tx);
    const seeded = await tx.selectFrom('agreements').select('agreement_key').limit(1).executeTakeFirst();
    if (seeded) return false;
    await tx
      .insertInto('categories')
      .values([
        { name: 'Home repair', icon: '/assets/categories/repair.svg', sort: 1 },
        { name: 'Cleaning', icon: '/assets/categories/cleaning.svg', sort: 2 },
        { name: 'Moving and delivery', icon: '/assets/categories/delivery.svg', sort: 3 },
        { name: 'Tutoring', icon: '/assets/categories/tutoring.svg', sort: 4 },
        { name: 'Design and writing', icon: '/assets/categories/design.svg', sort: 5 },
      ])
      .execute();
    for (const [icon, names] of Object.entries(CATEGORY_NAMES)) {
      for (const [locale, name] of Object.entries(names)) {
        await sql`insert into category_names (category_id, locale, name)
          select id, ${locale}, ${name} from categories where icon = ${icon}`.execute(tx);
      }
    }
    await tx
      .insertInto('banners')
      .values([
        {
          position: 'home',
          image: '/assets/banners/banner-1.svg',
          title: 'Post a task in a minute',
          link_type: 'route',
          link: '/pages/deliverOrder/deliverOrder',
          sort: 1,
        },
        {
          position: 'home',
          image: '/assets/banners/banner-2.svg',
          title: 'Find trusted talent nearby',
          link_type: 'route',
          link: '/pages/talentList/talentList',
          sort: 2,
        },
        {
          position: 'home',
          image: '/assets/banners/banner-3.svg',
          title: 'Earn by taking tasks',
          link_type: 'route',
          link: '/pages/taskCentered/taskCentered',
          sort: 3,
        },
      ])
      .execute();
    await tx
      .insertInto('share_configs')
      .values({
        page: '/pages/homeView/homeView',
        key: 'default',
        title: 'Task Marketplace',
        pic: '/assets/logo.svg',
      })
      .execute();
    await tx
      .insertInto('agreements')
      .values([
        {
          agreement_key: 'user_agreement',
          title: 'User Agreement',
          content: USER_AGREEMENT,
          sort: 1,
          updated_at: now,
        },
        {
          agreement_key: 'privacy_policy',
          title: 'Privacy Policy',
          content: PRIVACY_POLICY,
          sort: 2,
          updated_at: now,
        },
      ])
      .execute();
    await tx
      .insertInto('contracts')
      .values({
        contract_key: 'service_contract',
        title: 'Service Contract',
        content: SERVICE_CONTRACT,
        updated_at: now,
      })
      .execute();
    await tx
      .insertInto('users')
      .values({
        phone: KEFU_PHONE,
        role: 'kefu',
        s_username: 'Customer Service',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute();
    return true;
  });
}
