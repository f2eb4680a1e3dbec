import type { BlockedWordsMessages } from '../blocked-words.js';

/** What a text refused by the blocked-words rule is told, in fr: a module of its own, so the SDK fetches one locale's. */
const messages: BlockedWordsMessages = {
  violence: 'Ce texte contient des propos violents ou menaçants. Merci de les retirer.',
  pornography: 'Ce texte contient du contenu sexuel, qui n’est pas autorisé ici.',
  gambling: 'Ce texte parle de jeux d’argent, qui ne sont pas autorisés ici.',
  drugs: 'Ce texte parle de drogues illégales, qui ne sont pas autorisées ici.',
  politics: 'Ce texte contient un contenu non autorisé ici. Merci de le reformuler.',
  religion: 'Ce texte contient du prosélytisme religieux, qui n’est pas autorisé ici.',
  fraud: 'Ce texte ressemble à une arnaque ou à un placement risqué et ne peut pas être publié.',
  insult: 'Merci de rester courtois : ce texte contient des insultes.',
  phone: 'Ne partagez pas de numéro de téléphone avant le paiement de la tâche.',
  wechat: 'Ne partagez pas de compte WeChat avant le paiement de la tâche.',
  qq: 'Ne partagez pas de numéro QQ avant le paiement de la tâche.',
  alipay: 'Ne partagez pas de compte Alipay et ne payez pas en dehors de la plateforme.',
  website: 'Les liens et adresses web ne peuvent pas être partagés ici.',
  email: 'Ne partagez pas d’adresse e-mail avant le paiement de la tâche.',
  contact: 'Gardez la conversation et le paiement sur la plateforme jusqu’au paiement de la tâche.',
};

export default messages;
