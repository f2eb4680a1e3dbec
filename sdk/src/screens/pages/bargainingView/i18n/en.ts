import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'bargainingView.title': 'Bargaining',
  'bargainingView.missing': 'This link does not name a task.',
  'bargainingView.reference': 'Reference price {price}',
  'bargainingView.you': 'You',
  'bargainingView.contact': 'Message',
  'bargainingView.contactNamed': 'Message {name}',
  'bargainingView.offers': 'Offers',
  'bargainingView.quoted': '{who}: first quote',
  'bargainingView.countered': '{who}: counter-offer',
  'bargainingView.yourMove': 'Your move: {price} is on the table.',
  'bargainingView.theirMove': 'Waiting for an answer from: {who}.',
  'bargainingView.over': 'The bargaining is over: {state}.',
  'bargainingView.rounds': 'Counter-offers used: {used} of {max}.',
  'bargainingView.limit':
    'All {max} counter-offers are used. The price on the table can now only be accepted, declined or withdrawn.',
};

export default en;
