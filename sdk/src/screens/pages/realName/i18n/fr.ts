import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'realName.title': 'Vérification d’identité',
  'realName.why':
    'Pour accepter des tâches rémunérées, vérifiez votre identité. Saisissez votre nom tel qu’il figure sur votre carte d’identité de résident.',
  'realName.nameLabel': 'Nom légal',
  'realName.namePlaceholder': 'Comme sur votre carte',
  'realName.idLabel': 'Numéro d’identité',
  'realName.idPlaceholder': 'Numéro d’identité de résident à 18 caractères',
  'realName.submit': 'Vérifier',
  'realName.privacy':
    'Votre numéro est contrôlé auprès du service d’identité puis n’est pas conservé : nous gardons seulement une copie masquée.',
  'realName.nameRequired': 'Saisissez votre nom légal.',
  'realName.nameInvalid': 'Uniquement des lettres, comme sur votre carte.',
  'realName.idRequired': 'Saisissez votre numéro d’identité.',
  'realName.idInvalid':
    'Ce n’est pas un numéro d’identité valide à 18 caractères. Vérifiez chaque caractère.',
  'realName.rejected':
    'Votre dernière tentative ne correspondait pas. Vérifiez le nom et le numéro, puis réessayez.',
  'realName.verified': 'Identité vérifiée',
  'realName.done': 'Vérification terminée',
  'realName.signInFirst': 'Connectez-vous pour vérifier votre identité.',
  'realName.signIn': 'Se connecter',
};

export default fr;
