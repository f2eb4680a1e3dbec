import { checkFields } from '@marketplace/sdk/rules';
import type { FieldName } from '../../i18n/messages.js';
import { AppError, invalidField, TextRefusedError } from '../../kernel/errors.js';
import { optionalCoordinates, requireId, requireInt, requireText } from '../../kernel/input.js';

/** The spec's text limit (section 9) for the introduction. */
export const INTRODUCTION_MAX = 140;
/** The spec's album limit (section 9). */
export const SHOW_PHOTOS_MAX = 9;
export const SERVICE_AREA_MAX = 40;
export const PROFILE_CATEGORIES_MAX = 5;
export const EXPERIENCE_MAX = 60;

/** The profile fields of `edit_info.php` as sent; absent fields stay as they are. */
export interface ProfileInput {
  introduction?: string | undefined;
  categories?: string | undefined;
  service_area?: string | undefined;
  longitude?: string | undefined;
  latitude?: string | undefined;
  experience_years?: string | undefined;
}

/** Checked profile changes, ready to write. */
export interface ProfileChanges {
  introduction?: string;
  categoryIds?: number[];
  service_area?: string;
  location?: { longitude: number; latitude: number } | null;
  experience_years?: number;
}
/** The person's texts pass the blocked-words rule (contact details included). */
function checkTexts(fields: Partial<Record<'introduction' | 'service_area', string>>): void {
  const verdict = checkFields(fields);
  if (!verdict.ok) throw new TextRefusedError(verdict.category, verdict.field as FieldName);
}

function parseCategoryIds(raw: string): number[] {
  if (raw.trim() === '') return [];
  const ids = [...new Set(raw.split(',').map((part) => requireId('categories', part.trim())))];
  if (ids.length > PROFILE_CATEGORIES_MAX) throw invalidField('categories', 'error.profileCategories');
  return ids;
}

/** A text that may be blank (it clears the field), at most `max` characters. */
function optionalText(field: FieldName, raw: string, max: number, lines: boolean): string {
  if ([...raw.trim()].length > max) throw new AppError('invalid', 'error.tooLong', { field, max });
  return requireText(field, raw, 0, max, { lines });
}

/** Checks what `edit_info.php` sent for the profile, without reading the database. */
export function parseProfileInput(input: ProfileInput): ProfileChanges {
  const changes: ProfileChanges = {};
  if (input.introduction !== undefined) {
    changes.introduction = optionalText('introduction', input.introduction, INTRODUCTION_MAX, true);
  }
  if (input.service_area !== undefined) {
    changes.service_area = optionalText('service_area', input.service_area, SERVICE_AREA_MAX, false);
  }
  checkTexts({ introduction: changes.introduction, service_area: changes.service_area });
  if (input.categories !== undefined) changes.categoryIds = parseCategoryIds(input.categories);
  if (input.longitude !== undefined || input.latitude !== undefined) {
    changes.location =
      input.longitude === '' && input.latitude === ''
        ? null
        : (optionalCoordinates(input.longitude, input.latitude) ?? null);
  }
  if (input.experience_years !== undefined) {
    changes.experience_years = requireInt('experience_years', input.experience_years, 0, EXPERIENCE_MAX);
  }
  return changes;
}

export function hasChanges(changes: ProfileChanges): boolean {
  return Object.keys(changes).length > 0;
}
