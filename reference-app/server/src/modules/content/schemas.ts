import { Type } from '@sinclair/typebox';
import { Fields, Page, PageOf, Text, Unix, Url } from '../../http/schemas.js';

export const BannerQuery = Fields({
  position: Text('Where the banners show: `home`, ...', { examples: ['home'] }),
});

export const Banner = Type.Object({
  id: Type.Integer(),
  image: Url,
  title: Type.String(),
  link_type: Type.Union([Type.Literal('none'), Type.Literal('route'), Type.Literal('web')]),
  link: Type.String(),
});

export const Share = Type.Object({ page: Type.String(), key: Type.String(), title: Type.String(), pic: Url });

export const PageQuery = Fields({ page: Type.Optional(Page) });

const Document = {
  title: Type.String(),
  content: Type.String({ description: 'Rich text (HTML).' }),
  updated_at: Unix,
};

export const Agreement = Type.Object({ agreement_key: Type.String(), ...Document });
export const AgreementPage = PageOf(Type.Omit(Agreement, ['content']));
export const AgreementQuery = Fields({
  agreement_key: Text('The agreement.', { examples: ['user_agreement'] }),
});

export const Contract = Type.Object({ contract_key: Type.String(), ...Document });
export const ContractQuery = Fields({
  contract_key: Text('The contract.', { examples: ['service_contract'] }),
});
