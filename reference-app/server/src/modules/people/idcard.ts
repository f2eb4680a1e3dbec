import type { RateLimitRule } from '../../config.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { AppError, requiredField } from '../../kernel/errors.js';
import { parseEnum } from '../../kernel/input.js';
import { type IdCardFields, type IdCardSide, type OcrProvider, OcrUnreadable } from '../../providers/ocr.js';
import type { UploadService } from '../uploads/service.js';

export const ID_CARD_SIDES = ['front', 'back'] as const satisfies readonly IdCardSide[];
/** Recognitions per person per hour: each one is a paid call to the service. */
export const RECOGNIZE_LIMIT: RateLimitRule = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * certificationView: reads one side of the caller's ID card so the real-name form fills itself;
 * the person checks the fields and sends them to `POST /api/user/realName`. The picture is never
 * stored: it is checked to be a picture, read, and dropped with the request.
 */
export class IdCardService {
  readonly #ocr: OcrProvider | undefined;
  readonly #uploads: UploadService;
  readonly #limiter: RateLimiter;

  constructor(deps: { ocr: OcrProvider | undefined; uploads: UploadService; limiter: RateLimiter }) {
    this.#ocr = deps.ocr;
    this.#uploads = deps.uploads;
    this.#limiter = deps.limiter;
  }

  async recognize(
    userId: number,
    input: { type: string | undefined; pic: Buffer | undefined },
  ): Promise<{ type: IdCardSide; fields: IdCardFields }> {
    const side = parseEnum('type', input.type, ID_CARD_SIDES);
    if (input.pic === undefined) throw requiredField('pic');
    // Refuses what is not a picture, as every upload is; the cleaned copy is not what is read:
    // the sandbox reads a text chunk that cleaning removes, and a real service reads pixels.
    try {
      await this.#uploads.prepareImage(input.pic);
    } catch (error) {
      if (error instanceof AppError && error.key === 'error.uploadType') {
        throw new AppError('invalid', 'error.uploadType', { field: 'pic' });
      }
      throw error;
    }
    if (!this.#ocr) throw new AppError('unavailable', 'error.ocrUnavailable');
    const retryAfter = await this.#limiter.hit(`recognize-idcard:${userId}`, RECOGNIZE_LIMIT);
    if (retryAfter > 0)
      throw new AppError('rateLimited', 'error.rateLimited', { seconds: retryAfter }, retryAfter);
    try {
      return { type: side, fields: await this.#ocr.recognizeIdCard(input.pic, side) };
    } catch (error) {
      if (error instanceof OcrUnreadable) {
        throw new AppError(
          'invalid',
          side === 'front' ? 'error.idCardFrontUnreadable' : 'error.idCardBackUnreadable',
          {
            field: 'pic',
          },
        );
      }
      throw new AppError('unavailable', 'error.ocrUnavailable', {}, undefined, error);
    }
  }
}
