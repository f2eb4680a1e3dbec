import { Type } from '@sinclair/typebox';
import {
  Choice,
  Cursor,
  Decimal,
  Fields,
  File,
  Id,
  Integer,
  Nullable,
  Page,
  PageOf,
  Text,
  Unix,
  Url,
} from '../../http/schemas.js';
import { CERTIFICATE_STATUSES, CERTIFICATE_TYPES, REVIEW_DECISIONS } from './certificates.js';
import { TALENT_SORTS } from './talents.js';

const Category = Type.Object({ id: Type.Integer(), name: Type.String() });

/** The profile fields `edit_info.php` takes beside the nickname and the face. */
export const ProfileFields = {
  introduction: Type.Optional(Text('What I do, at most 140 characters (blocked words refused).')),
  categories: Type.Optional(
    Text('The ids of the categories I work in, comma-separated, at most 5; blank clears them.', {
      examples: ['1,3'],
    }),
  ),
  service_area: Type.Optional(
    Text('Where I work, at most 40 characters.', { examples: ['Pudong, Shanghai'] }),
  ),
  longitude: Type.Optional(
    Decimal('The service area’s longitude (with latitude; both blank clear it).', '121.5'),
  ),
  latitude: Type.Optional(Decimal('The service area’s latitude.', '31.2')),
  experience_years: Type.Optional(Integer('Years of experience, 0-60.', '5')),
};

/** A profile as anyone sees it. */
export const Profile = Type.Object(
  {
    introduction: Type.String(),
    categories: Type.Array(Category),
    service_area: Type.String(),
    longitude: Nullable(Type.Number()),
    latitude: Nullable(Type.Number()),
    experience_years: Type.Integer(),
    photos: Type.Array(Url, { description: 'The album, oldest first (at most 9).' }),
  },
  { title: 'Profile' },
);

export const Album = Type.Object({ photos: Type.Array(Url) }, { title: 'Album' });

export const UploadShowPhotoForm = Fields({
  photo: Type.Optional(File('A show photo: JPEG, PNG, GIF or WebP, at most 5 MB; its metadata is removed.')),
});

export const DeleteShowPhotoForm = Fields({
  index: Integer('The photo’s place in the album, from 0.', '0'),
});

const TalentStats = {
  id: Type.Integer(),
  s_username: Type.String(),
  face: Url,
  rating: Type.Number({ description: 'Average stars received as a taker, one decimal; 0 when none.' }),
  evaluation_count: Type.Integer(),
  completed: Type.Integer({ description: 'Tasks completed as a taker.' }),
  distance_km: Nullable(Type.Number({ description: 'From the caller’s position, when both are known.' })),
};

export const Talent = Type.Object(
  {
    ...TalentStats,
    introduction: Type.String(),
    service_area: Type.String(),
    experience_years: Type.Integer(),
  },
  { title: 'Talent' },
);

export const TalentListQuery = Fields({
  category_id: Type.Optional(Id('Only people working in this category.')),
  longitude: Type.Optional(
    Decimal('The caller’s longitude: distances, the radius and sort=distance need it.', '121.5'),
  ),
  latitude: Type.Optional(Decimal('The caller’s latitude.', '31.2')),
  radius_km: Type.Optional(Integer('Only people whose service area is this close, 1-100 km.', '10')),
  sort: Type.Optional(
    Choice(TALENT_SORTS as unknown as ['rating', 'completed', 'distance'], 'The order (rating by default).'),
  ),
  cursor: Type.Optional(Cursor),
  page: Type.Optional(Page),
});

export const Badge = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  category_id: Type.Integer(),
  category: Type.String(),
});

export const TalentDetail = Type.Object(
  {
    ...TalentStats,
    ...Profile.properties,
    verified: Type.Boolean({ description: 'Identity verified (real name).' }),
    badges: Type.Array(Badge, { description: 'Approved qualification certificates.' }),
    saved: Type.Boolean({ description: 'Whether the caller saved this person.' }),
  },
  { title: 'TalentDetail' },
);

export const TalentDetailQuery = Fields({
  id: Id('The person.'),
  longitude: Type.Optional(Decimal('The caller’s longitude (distance).', '121.5')),
  latitude: Type.Optional(Decimal('The caller’s latitude.', '31.2')),
});

export const FavouriteForm = Fields({
  kind: Choice(['order', 'talent', 'business', 'article'], 'What is saved.'),
  target_id: Id('The id of the order, the person, the business or the article.'),
});

export const FavouriteState = Type.Object({ saved: Type.Boolean() });

export const FavouriteListQuery = Fields({
  kind: Choice(['order', 'talent', 'business', 'article'], 'Saved orders, talents, businesses or articles.'),
  page: Type.Optional(Page),
});

export const SavedTalent = Type.Object(
  { id: Type.Integer(), s_username: Type.String(), face: Url, introduction: Type.String(), saved_at: Unix },
  { title: 'SavedTalent' },
);

export const SavedBusiness = Type.Object(
  {
    id: Type.Integer(),
    available: Type.Boolean({
      description: 'False once it is no longer listed: name, address and pic are then empty.',
    }),
    name: Type.String(),
    address: Type.String(),
    pic: Type.String({ description: 'The first photo, or empty.' }),
    saved_at: Unix,
  },
  { title: 'SavedBusiness' },
);

export const SavedArticle = Type.Object(
  {
    id: Type.Integer(),
    available: Type.Boolean({
      description: 'False once hidden, removed or deleted: its fields are then empty.',
    }),
    title: Type.String(),
    category: Type.String(),
    pic: Type.String({ description: 'The first photo, or empty.' }),
    author: Type.Union([
      Type.Object({ id: Type.Integer(), s_username: Type.String(), face: Type.String() }),
      Type.Null(),
    ]),
    saved_at: Unix,
  },
  { title: 'SavedArticle' },
);

const CertificateFields = {
  id: Type.Integer(),
  user_id: Type.Integer(),
  photo: Url,
  type: Type.String({ description: 'licence, diploma, skill or other.' }),
  category_id: Type.Integer(),
  category: Type.String(),
  status: Type.Union(CERTIFICATE_STATUSES.map((s) => Type.Literal(s))),
  reason: Type.String({ description: 'Why it was rejected; "" otherwise.' }),
  created_at: Unix,
  reviewed_at: Nullable(Unix),
};

export const Certificate = Type.Object(CertificateFields, { title: 'Certificate' });

export const CertificateForReview = Type.Object(
  { ...CertificateFields, s_username: Type.String(), tel: Type.String() },
  { title: 'CertificateForReview' },
);

export const CreateCertificateForm = Fields({
  type: Choice(
    CERTIFICATE_TYPES as unknown as ['licence', 'diploma', 'skill', 'other'],
    'What the certificate is.',
  ),
  category_id: Id('The category it qualifies for.'),
  photo: Type.Optional(File('A photo of the certificate: JPEG, PNG, GIF or WebP, at most 5 MB.')),
});

export const ReviewListQuery = Fields({
  status: Type.Optional(
    Choice(
      CERTIFICATE_STATUSES as unknown as ['pending', 'approved', 'rejected'],
      'The state (pending by default).',
    ),
  ),
  page: Type.Optional(Page),
});

export const ReviewForm = Fields({
  id: Id('The certificate.'),
  decision: Choice(REVIEW_DECISIONS as unknown as ['approve', 'reject'], 'Approve, or reject with a reason.'),
  reason: Type.Optional(Text('Why it is rejected, 1-140 characters (required to reject).')),
});

export const TalentPage = PageOf(Talent);
export const SavedTalentPage = PageOf(SavedTalent);
export const CertificateList = Type.Object({ list: Type.Array(Certificate) });
export const ReviewPage = PageOf(CertificateForReview);

export const RecognizeIdCardForm = Fields({
  type: Choice(['front', 'back'], 'The side: front (name and number) or back (authority and validity).'),
  pic: Type.Optional(File('A photo of that side: JPEG, PNG, GIF or WebP, at most 5 MB. Not stored.')),
});

export const IdCardRecognition = Type.Object(
  {
    type: Type.Union([Type.Literal('front'), Type.Literal('back')]),
    fields: Type.Union([
      Type.Object({
        name: Type.String(),
        sex: Type.String(),
        nation: Type.String(),
        birth: Type.String(),
        address: Type.String(),
        id_number: Type.String(),
      }),
      Type.Object({ authority: Type.String(), valid_date: Type.String() }),
    ]),
  },
  { title: 'IdCardRecognition' },
);
