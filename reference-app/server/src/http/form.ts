import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface FormInput {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Flattens a parsed query or body into string fields; repeated keys keep the first value. */
export function toFields(source: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (source === null || typeof source !== 'object') return fields;
  for (const [key, raw] of Object.entries(source as Record<string, unknown>)) {
    const value = Array.isArray(raw) ? scalar(raw[0]) : scalar(raw);
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

/**
 * Reads a form-encoded (or JSON) body, or a multipart body with its files. File parts are read
 * into memory up to the configured upload limit; a larger file answers 413.
 */
export async function readForm(request: FastifyRequest): Promise<FormInput> {
  if (!request.isMultipart()) return { fields: toFields(request.body), files: {} };
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('tooLarge', 'error.uploadTooLarge');
        }
        throw error;
      }
      if (!(part.fieldname in files))
        files[part.fieldname] = { field: part.fieldname, filename: part.filename, data };
    } else if (!(part.fieldname in fields)) {
      const value = scalar(part.value);
      if (value !== undefined) fields[part.fieldname] = value;
    }
  }
  return { fields, files };
}

/** The trimmed value of `name`, or undefined when absent or blank. */
export function field(fields: Record<string, string>, name: string): string | undefined {
  const value = fields[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}
