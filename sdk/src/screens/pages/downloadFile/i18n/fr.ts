import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'downloadFile.title': 'Fichier',
  'downloadFile.pdf': 'Document PDF',
  'downloadFile.image': 'Image',
  'downloadFile.download': 'Télécharger',
  'downloadFile.preview': 'Aperçu',
  'downloadFile.downloading': 'Téléchargement',
  'downloadFile.percent': '{n} %',
  'downloadFile.failed': 'Le téléchargement a échoué. Réessayez.',
  'downloadFile.saved': 'Téléchargé',
  'downloadFile.linkCopied': 'Lien copié, ouvrez-le dans un navigateur',
};

export default fr;
