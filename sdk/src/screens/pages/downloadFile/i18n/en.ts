import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'downloadFile.title': 'File',
  'downloadFile.pdf': 'PDF document',
  'downloadFile.image': 'Picture',
  'downloadFile.download': 'Download',
  'downloadFile.preview': 'Preview',
  'downloadFile.downloading': 'Downloading',
  'downloadFile.percent': '{n}%',
  'downloadFile.failed': 'The download failed. Please try again.',
  'downloadFile.saved': 'Downloaded',
  'downloadFile.linkCopied': 'Link copied, open it in a browser',
};

export default en;
