import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller, requireRole } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { registerLifecycleErrors } from '../../http/errors.js';
import { field } from '../../http/form.js';
import { BEARER, MULTIPART, OPTIONAL_BEARER, PageOf, replies } from '../../http/schemas.js';
import { optionalAuth, presentOrders, viewerOf } from '../orders/discover-routes.js';
import { Order } from '../orders/schemas.js';
import { absoluteUrl } from '../user/present.js';
import type { CertificateService, CertificateView } from './certificates.js';
import type { FavouriteService } from './favourites.js';
import type { IdCardService } from './idcard.js';
import type { ProfileView } from './profile.js';
import {
  Album,
  Certificate,
  CertificateForReview,
  CertificateList,
  CreateCertificateForm,
  DeleteShowPhotoForm,
  FavouriteForm,
  FavouriteListQuery,
  FavouriteState,
  IdCardRecognition,
  Profile,
  RecognizeIdCardForm,
  ReviewForm,
  ReviewListQuery,
  SavedArticle,
  SavedBusiness,
  SavedTalent,
  TalentDetail,
  TalentDetailQuery,
  TalentListQuery,
  TalentPage,
  UploadShowPhotoForm,
} from './schemas.js';
import type { TalentService } from './talents.js';

export interface PeopleServices {
  idCards: IdCardService;
  talents: TalentService;
  favourites: FavouriteService;
  certificates: CertificateService;
}

/** A profile with its pictures as absolute URLs. */
export function presentProfile<T extends ProfileView>(profile: T, base: string): T {
  return { ...profile, photos: profile.photos.map((p) => absoluteUrl(base, p)) };
}

function presentCertificate<T extends CertificateView>(row: T, base: string): T {
  return { ...row, photo: absoluteUrl(base, row.photo) };
}

/** Profiles, show photos, talents, favourites and certificates (docs/people-api.md). */
export function registerPeopleRoutes(app: FastifyInstance, ctx: AppContext, people: PeopleServices): void {
  const { profiles } = ctx.services;
  const { idCards, talents, favourites, certificates } = people;
  const base = (request: FastifyRequest) => publicBase(request, ctx.config);

  app.register(async (plain) => {
    // Blocked words answer with the rule's own message (as orders do).
    registerLifecycleErrors(plain);
    const api = plain.withTypeProvider<TypeBoxTypeProvider>();

    api.get(
      '/api/user/profile',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'myProfile',
          summary: 'The caller’s profile and album, as editInformation edits them.',
          tags: ['people'],
          security: BEARER,
          response: replies(Profile),
        },
      },
      async (request) =>
        ok(presentProfile(await profiles.view(caller(request).userId, request.locale), base(request))),
    );

    api.post(
      '/m/api/user/upload_show_photo.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'uploadShowPhoto',
          summary: 'Adds a photo to the caller’s album (at most 9), its metadata removed.',
          tags: ['people'],
          security: BEARER,
          consumes: MULTIPART,
          body: UploadShowPhotoForm,
          response: replies(Album),
        },
      },
      async (request) => {
        const photos = await profiles.addPhoto(caller(request).userId, request.uploads?.photo?.data);
        return ok({ photos: photos.map((p) => absoluteUrl(base(request), p)) });
      },
    );

    api.post(
      '/m/api/user/delete_show_photo.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'deleteShowPhoto',
          summary: 'Removes the photo at `index` of the caller’s album.',
          tags: ['people'],
          security: BEARER,
          body: DeleteShowPhotoForm,
          response: replies(Album),
        },
      },
      async (request) => {
        const photos = await profiles.deletePhoto(caller(request).userId, field(request.body, 'index'));
        return ok({ photos: photos.map((p) => absoluteUrl(base(request), p)) });
      },
    );

    api.post(
      '/m/api/user/recognize_idcard.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'recognizeIdCard',
          summary: 'Reads one side of an ID card from a picture, to fill the real-name form (never stored).',
          tags: ['people'],
          security: BEARER,
          consumes: MULTIPART,
          body: RecognizeIdCardForm,
          response: replies(IdCardRecognition),
        },
      },
      async (request) =>
        ok(
          await idCards.recognize(caller(request).userId, {
            type: field(request.body, 'type'),
            pic: request.uploads?.pic?.data,
          }),
        ),
    );

    api.get(
      '/api/talent/list',
      {
        onRequest: optionalAuth(ctx),
        schema: {
          operationId: 'talentList',
          summary:
            'People who take tasks, by category and distance; sorted by rating, completed tasks or distance.',
          tags: ['people'],
          security: OPTIONAL_BEARER,
          querystring: TalentListQuery,
          response: replies(TalentPage),
        },
      },
      async (request) => {
        const q = request.query;
        const { items, ...page } = await talents.list({
          category_id: field(q, 'category_id'),
          longitude: field(q, 'longitude'),
          latitude: field(q, 'latitude'),
          radius_km: field(q, 'radius_km'),
          sort: field(q, 'sort'),
          cursor: field(q, 'cursor'),
          page: field(q, 'page'),
        });
        return ok({ list: items.map((t) => ({ ...t, face: absoluteUrl(base(request), t.face) })), ...page });
      },
    );

    api.get(
      '/api/talent/detail',
      {
        onRequest: optionalAuth(ctx),
        schema: {
          operationId: 'talentDetail',
          summary: 'One person’s public profile: album, badges, rating, completed tasks.',
          tags: ['people'],
          security: OPTIONAL_BEARER,
          querystring: TalentDetailQuery,
          response: replies(TalentDetail),
        },
      },
      async (request) => {
        const q = request.query;
        const detail = await talents.detail(
          viewerOf(request),
          { id: field(q, 'id'), longitude: field(q, 'longitude'), latitude: field(q, 'latitude') },
          request.locale,
        );
        // The service area's point stays private: others see its name and the distance.
        return ok({
          ...presentProfile(detail, base(request)),
          face: absoluteUrl(base(request), detail.face),
          longitude: null,
          latitude: null,
        });
      },
    );

    const favouriteForm = (request: FastifyRequest<{ Body: Record<string, string | undefined> }>) => ({
      kind: field(request.body, 'kind'),
      target_id: field(request.body, 'target_id'),
    });

    api.post(
      '/api/favourite/save',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'saveFavourite',
          summary:
            'Saves an order, a person, a business or an article to the caller’s favourites (saving twice changes nothing).',
          tags: ['people'],
          security: BEARER,
          body: FavouriteForm,
          response: replies(FavouriteState),
        },
      },
      async (request) => ok(await favourites.save(caller(request), favouriteForm(request))),
    );

    api.post(
      '/api/favourite/remove',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'removeFavourite',
          summary: 'Removes something from the caller’s favourites.',
          tags: ['people'],
          security: BEARER,
          body: FavouriteForm,
          response: replies(FavouriteState),
        },
      },
      async (request) => ok(await favourites.remove(caller(request), favouriteForm(request))),
    );

    api.get(
      '/api/favourite/check',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'checkFavourite',
          summary: 'Whether the caller saved this order, person, business or article.',
          tags: ['people'],
          security: BEARER,
          querystring: FavouriteForm,
          response: replies(FavouriteState),
        },
      },
      async (request) => {
        const input = { kind: field(request.query, 'kind'), target_id: field(request.query, 'target_id') };
        return ok(await favourites.check(caller(request), input));
      },
    );

    api.get(
      '/api/favourite/list',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'favourites',
          summary: 'The caller’s saved orders, talents, businesses or articles, last saved first.',
          tags: ['people'],
          security: BEARER,
          querystring: FavouriteListQuery,
          response: replies(PageOf(Type.Union([Order, SavedTalent, SavedBusiness, SavedArticle]))),
        },
      },
      async (request) => {
        const who = caller(request);
        const kind = favourites.listKind(field(request.query, 'kind'));
        const page = field(request.query, 'page');
        if (kind === 'business' || kind === 'article') {
          const { items, ...rest } =
            kind === 'business'
              ? await favourites.businesses(who, page)
              : await favourites.articles(who, page);
          return ok({
            list: items.map((item) =>
              'author' in item
                ? {
                    ...item,
                    pic: absoluteUrl(base(request), item.pic),
                    author: item.author && {
                      ...item.author,
                      face: absoluteUrl(base(request), item.author.face),
                    },
                  }
                : { ...item, pic: absoluteUrl(base(request), item.pic) },
            ),
            ...rest,
          });
        }
        if (kind === 'talent') {
          const { items, ...rest } = await favourites.talents(who, page);
          return ok({
            list: items.map((t) => ({ ...t, face: absoluteUrl(base(request), t.face) })),
            ...rest,
          });
        }
        const { items, ...rest } = await favourites.orders(who, page, request.locale);
        return ok({ list: await presentOrders(ctx, request, items), ...rest });
      },
    );

    api.post(
      '/m/api/user/certificate/create',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'createCertificate',
          summary: 'Sends a qualification certificate for review (pending until customer service decides).',
          tags: ['people'],
          security: BEARER,
          consumes: MULTIPART,
          body: CreateCertificateForm,
          response: replies(Certificate),
        },
      },
      async (request) => {
        const row = await certificates.create(
          caller(request),
          {
            type: field(request.body, 'type'),
            category_id: field(request.body, 'category_id'),
            photo: request.uploads?.photo?.data,
          },
          request.locale,
        );
        return ok(presentCertificate(row, base(request)));
      },
    );

    api.get(
      '/api/user/certificate/list',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'myCertificates',
          summary: 'The caller’s certificates, newest first, with their state and any reason.',
          tags: ['people'],
          security: BEARER,
          response: replies(CertificateList),
        },
      },
      async (request) => {
        const rows = await certificates.mine(caller(request), request.locale);
        return ok({ list: rows.map((r) => presentCertificate(r, base(request))) });
      },
    );

    api.get(
      '/api/kefu/certificate/list',
      {
        onRequest: [ctx.authenticate, requireRole('kefu')],
        schema: {
          operationId: 'kefuCertificates',
          summary: 'Customer service: certificates in one state, oldest first.',
          tags: ['people', 'kefu'],
          security: BEARER,
          querystring: ReviewListQuery,
          response: replies(PageOf(CertificateForReview)),
        },
      },
      async (request) => {
        const { items, ...page } = await certificates.listForReview(
          { status: field(request.query, 'status'), page: field(request.query, 'page') },
          request.locale,
        );
        return ok({ list: items.map((r) => presentCertificate(r, base(request))), ...page });
      },
    );

    api.post(
      '/api/kefu/certificate/review',
      {
        onRequest: [ctx.authenticate, requireRole('kefu')],
        schema: {
          operationId: 'kefuReviewCertificate',
          summary: 'Customer service approves a pending certificate, or rejects it with a reason.',
          tags: ['people', 'kefu'],
          security: BEARER,
          body: ReviewForm,
          response: replies(Certificate),
        },
      },
      async (request) => {
        const row = await certificates.review(
          caller(request),
          {
            id: field(request.body, 'id'),
            decision: field(request.body, 'decision'),
            reason: field(request.body, 'reason'),
          },
          request.locale,
        );
        return ok(presentCertificate(row, base(request)));
      },
    );
  });
}
