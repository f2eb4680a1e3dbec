import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'upLoadFile.title': 'Subir un archivo',
  'upLoadFile.hint': 'Un documento PDF o una imagen (JPEG, PNG, GIF, WebP), de hasta {limit}.',
  'upLoadFile.choose': 'Elegir un archivo',
  'upLoadFile.signIn': 'Inicia sesión para subir archivos.',
  'upLoadFile.tooLarge': 'El archivo es demasiado grande. El límite es {limit}.',
  'upLoadFile.wrongType':
    'Solo se pueden subir documentos PDF e imágenes. Este archivo no es ninguna de las dos cosas, diga lo que diga su nombre.',
  'upLoadFile.uploading': 'Subiendo',
  'upLoadFile.percent': '{n} %',
  'upLoadFile.pdf': 'Documento PDF',
  'upLoadFile.image': 'Imagen',
  'upLoadFile.uploaded': 'Subido.',
  'upLoadFile.shared': 'Subido y compartido con la otra parte de la tarea.',
  'upLoadFile.open': 'Ver el archivo',
  'upLoadFile.done': 'Listo',
};

export default es;
