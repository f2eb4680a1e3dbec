import { Type } from '@sinclair/typebox';
import { Fields, File, Text, Url } from '../../http/schemas.js';
import { ProfileFields } from '../people/schemas.js';

/** The contract's `User` as its owner sees it (docs/api-contract.md). */
export const User = Type.Object(
  {
    id: Type.Integer(),
    face: Url,
    s_username: Type.String(),
    smrz: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
      description: 'Real-name state: 0 none, 2 verified (1 and 3 are the spec’s pending and refused).',
    }),
    name: Type.String(),
    tel: Type.String(),
    sfzid: Type.String({ description: 'The resident ID number, masked.' }),
    share: Type.Number(),
    kefu: Type.Optional(
      Type.Union([Type.Literal('agent'), Type.Literal('supervisor')], {
        description: 'A customer service account’s level; absent for everyone else.',
      }),
    ),
  },
  { title: 'User' },
);

/** Someone else as lists show them. */
export const Person = Type.Object(
  { id: Type.Integer(), s_username: Type.String(), face: Url },
  { title: 'Person' },
);

export const EditInfoForm = Fields({
  s_username: Type.Optional(Text('A new nickname, 1-20 characters.', { examples: ['Mei'] })),
  face: Type.Optional(File('A new profile photo: JPEG, PNG, GIF or WebP, at most 5 MB.')),
  // People (issue 11): the profile fields (modules/people/schemas.ts)
  ...ProfileFields,
});

export const RealNameForm = Fields({
  title: Text('The legal name.', { examples: ['李雷'], missing: 'error.realNameRequired' }),
  sfzid: Text('The 18-character resident ID number.', { examples: ['11010519491231002X'] }),
});
