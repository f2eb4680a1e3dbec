import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'upLoadFile.title': 'Envoyer un fichier',
  'upLoadFile.hint': 'Un document PDF ou une image (JPEG, PNG, GIF, WebP), jusqu’à {limit}.',
  'upLoadFile.choose': 'Choisir un fichier',
  'upLoadFile.signIn': 'Connectez-vous pour envoyer des fichiers.',
  'upLoadFile.tooLarge': 'Ce fichier est trop volumineux. La limite est de {limit}.',
  'upLoadFile.wrongType':
    'Seuls les documents PDF et les images peuvent être envoyés. Ce fichier n’est ni l’un ni l’autre, quel que soit son nom.',
  'upLoadFile.uploading': 'Envoi en cours',
  'upLoadFile.percent': '{n} %',
  'upLoadFile.pdf': 'Document PDF',
  'upLoadFile.image': 'Image',
  'upLoadFile.uploaded': 'Envoyé.',
  'upLoadFile.shared': 'Envoyé et partagé avec l’autre partie de la tâche.',
  'upLoadFile.open': 'Voir le fichier',
  'upLoadFile.done': 'Terminé',
};

export default fr;
