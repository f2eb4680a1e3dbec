import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'downloadFile.title': 'Archivo',
  'downloadFile.pdf': 'Documento PDF',
  'downloadFile.image': 'Imagen',
  'downloadFile.download': 'Descargar',
  'downloadFile.preview': 'Vista previa',
  'downloadFile.downloading': 'Descargando',
  'downloadFile.percent': '{n} %',
  'downloadFile.failed': 'No se ha podido descargar. Vuelve a intentarlo.',
  'downloadFile.saved': 'Descargado',
  'downloadFile.linkCopied': 'Enlace copiado; ábrelo en un navegador',
};

export default es;
