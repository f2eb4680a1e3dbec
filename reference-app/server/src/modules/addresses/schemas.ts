import { Type } from '@sinclair/typebox';
import { Decimal, Fields, Flag, Id, Text } from '../../http/schemas.js';

/** An address as the contract's `Address` (docs/orders-api.md, "Addresses and maps"). */
export const Address = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    tel: Type.String(),
    region: Type.String(),
    detail: Type.String(),
    longitude: Type.Number(),
    latitude: Type.Number(),
    is_default: Type.Boolean(),
  },
  { title: 'Address' },
);

export const SaveAddressForm = Fields({
  id: Type.Optional(Id('The address to update; absent creates one.')),
  name: Text('The contact name, 1-20 characters.', { examples: ['Li Lei'] }),
  tel: Text('The contact phone, 11 digits.', { examples: ['13800138000'] }),
  region: Text('The region, 1-60 characters.', { examples: ['Shanghai Pudong'] }),
  detail: Text('The street and number, 1-60 characters.', { examples: ['88 Century Avenue'] }),
  longitude: Decimal('Longitude in degrees.', '121.5'),
  latitude: Decimal('Latitude in degrees.', '31.2'),
  is_default: Type.Optional(Flag('Make it the default address.')),
});

export const AddressIdForm = Fields({ id: Id('The address.') });
