/**
 * Feedback and complaints (pagesCommon/feedbackView, docs/feedback-api.md): the kinds, the
 * states and the limits the screen and the server both check.
 */
import { ALBUM_MAX_IMAGES, TEXT_MAX_LENGTH } from '../config.js';

/** A suggestion, a problem, a complaint about a person, a complaint about an order. */
export const FEEDBACK_TYPES = ['suggestion', 'problem', 'complaint_person', 'complaint_order'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** pending (sent) -> processing (kefu took it) -> resolved (answered); closed from any. */
export const FEEDBACK_STATUSES = ['pending', 'processing', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The text: 1 to 140 characters (spec 9), blocked words refused. */
export const FEEDBACK_TEXT_MAX = TEXT_MAX_LENGTH;
/** Pictures of one feedback (spec 9: album max 9). */
export const FEEDBACK_IMAGES_MAX = ALBUM_MAX_IMAGES;
/** How to reach the person (a phone, an e-mail): contact details are its point, so no blocked words. */
export const FEEDBACK_CONTACT_MAX = 50;
/** Customer service's answer. */
export const FEEDBACK_ANSWER_MAX = 500;
/** Bytes of an attachment (a PDF or a picture); the server's UPLOAD_MAX_BYTES default. */
export const FILE_MAX_BYTES = 5 * 1024 * 1024;
