import { Type } from '@sinclair/typebox';
import { Unix } from '../../http/schemas.js';

/** An attachment as the API answers it (docs/feedback-api.md, "Files"). */
export const FileInfo = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'The file’s name, ending with the extension of what it is.' }),
    mime: Type.String({
      description: 'From the content: application/pdf, image/jpeg, image/png, image/gif or image/webp.',
    }),
    size: Type.Integer({ description: 'Bytes.' }),
    created_at: Unix,
    url: Type.String({
      description: 'Downloads it (Content-Disposition: attachment); signed, works until expires_at.',
    }),
    preview_url: Type.String({
      description: 'Shows it in place (pictures; a PDF is always downloaded); signed.',
    }),
    expires_at: Unix,
  },
  { title: 'FileInfo' },
);
