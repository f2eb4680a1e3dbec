import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'upLoadFile.title': 'Upload a file',
  'upLoadFile.hint': 'A PDF document or a picture (JPEG, PNG, GIF, WebP), up to {limit}.',
  'upLoadFile.choose': 'Choose a file',
  'upLoadFile.signIn': 'Please sign in to upload files.',
  'upLoadFile.tooLarge': 'This file is too large. The limit is {limit}.',
  'upLoadFile.wrongType':
    'Only PDF documents and pictures can be uploaded. This file is neither, whatever its name says.',
  'upLoadFile.uploading': 'Uploading',
  'upLoadFile.percent': '{n}%',
  'upLoadFile.pdf': 'PDF document',
  'upLoadFile.image': 'Picture',
  'upLoadFile.uploaded': 'Uploaded.',
  'upLoadFile.shared': 'Uploaded and shared with the other party of the task.',
  'upLoadFile.open': 'View file',
  'upLoadFile.done': 'Done',
};

export default en;
