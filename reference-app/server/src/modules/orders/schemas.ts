import { Type } from '@sinclair/typebox';
import {
  Choice,
  Cursor,
  Decimal,
  Fen,
  Fields,
  Id,
  IdempotencyKey,
  Integer,
  Nullable,
  Page,
  PageOf,
  Text,
  Unix,
  Url,
} from '../../http/schemas.js';
import { Task } from '../tasks/schemas.js';
import { Person } from '../user/schemas.js';

/** The contract's `Order` (docs/orders-api.md, "Shapes"). */
export const Order = Type.Object(
  {
    id: Type.Integer(),
    poster: Person,
    goods_categorize_id: Type.Integer(),
    category_name: Type.String(),
    title: Type.String(),
    description: Type.String(),
    pics: Type.Array(Url),
    pricing_mode: Type.String({ description: '`fixed` or `quote`.' }),
    price_fen: Fen,
    headcount: Type.Integer(),
    paid_count: Type.Integer(),
    status: Type.String({ description: 'An order state of docs/lifecycle.md.' }),
    service_time: Unix,
    region: Type.String(),
    address: Type.String({ description: 'The street address, "" for those who may not see it.' }),
    longitude: Type.Number(),
    latitude: Type.Number(),
    distance_m: Nullable(Type.Integer()),
    distance_estimate: Type.Boolean(),
    created_at: Unix,
    updated_at: Unix,
    my_task: Type.Union([Task, Type.Null()], { description: 'The caller’s task on the order.' }),
    actions: Type.Array(Type.String(), { description: 'What the viewer may do now.' }),
  },
  { title: 'Order' },
);

export const OrderPage = PageOf(Order);

const Coordinates = {
  longitude: Type.Optional(Decimal('The caller’s longitude (with latitude): distances.', '121.5')),
  latitude: Type.Optional(Decimal('The caller’s latitude (with longitude).', '31.2')),
};

const OrderFields = {
  goods_categorize_id: Id('The category.'),
  title: Text('1-40 characters.', { examples: ['Fix a leaking tap'] }),
  description: Text('1-140 characters.', { examples: ['The kitchen tap drips.'] }),
  pics: Type.Optional(Text('Comma-separated /uploads/ URLs, at most 9.')),
  address_id: Id('One of the caller’s addresses.'),
  service_time: Integer('When, in Unix seconds (in the future, within a year).', '1893456000'),
  headcount: Integer('1-99 takers.'),
  price_fen: Integer('100 to 100000000 fen.', '5000'),
};

// In the order the service checks them, so the first missing field is the one it names.
export const CreateOrderForm = Fields({
  idempotency_key: IdempotencyKey(),
  ...OrderFields,
  pricing_mode: Choice(['fixed', 'quote'], 'Fixed price or quotes.'),
});

export const ModifyOrderForm = Fields({
  id: Id('The order.'),
  ...Object.fromEntries(Object.entries(OrderFields).map(([name, schema]) => [name, Type.Optional(schema)])),
  reason: Type.Optional(Text('Why (kefu).')),
});

export const CancelOrderForm = Fields({
  id: Id('The order.'),
  reason: Type.Optional(Text('Why (required for kefu).')),
});

export const OrderQuery = Fields({ id: Id('The order.'), ...Coordinates });

export const HallQuery = Fields({
  goods_categorize_id: Type.Optional(Id('Only this category.')),
  ...Coordinates,
  radius_km: Type.Optional(Integer('1-100 km around the location.', '10')),
  price_min_fen: Type.Optional(Integer('At least this price.')),
  price_max_fen: Type.Optional(Integer('At most this price.')),
  sort: Type.Optional(Choice(['newest', 'nearest', 'price_asc', 'price_desc'], 'The order of the list.')),
  cursor: Type.Optional(Cursor),
  page: Type.Optional(Page),
});

export const MineQuery = Fields({
  role: Choice(['poster', 'taker'], 'Whose side: the caller’s orders, or the orders of their tasks.'),
  status: Type.Optional(Text('An order state, `active`, `done`, `all`, or a task group.')),
  page: Type.Optional(Page),
});

export const MineCountsQuery = Fields({ role: Choice(['poster', 'taker'], 'Whose side.') });

export const CursorQuery = Fields({ cursor: Type.Optional(Cursor), page: Type.Optional(Page) });
export const RecommendQuery = Fields({
  cursor: Type.Optional(Cursor),
  page: Type.Optional(Page),
  ...Coordinates,
});
export const PageQuery = Fields({ page: Type.Optional(Page) });

export const UploadImageForm = Fields({
  file: Type.Optional(File()),
  purpose: Type.Optional(Choice(['order', 'delivery', 'evaluation'], 'What the picture is for.')),
});

function File() {
  return Type.String({
    description: 'The picture (required): JPEG, PNG, GIF or WebP, at most 5 MB.',
    contentMediaType: 'application/octet-stream',
  });
}

export const UploadedUrl = Type.Object({ url: Url });
