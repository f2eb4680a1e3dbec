import QRCode from 'qrcode';

/** The route the invitation opens: registration, with the inviter filled in. */
export const INVITE_PATH = '/web/#/pages/loginView/loginView';

/** The link of `userId`'s invitation on the web app at `base`. */
export function inviteLink(base: string, userId: number): string {
  return `${base}${INVITE_PATH}?captain_id=${userId}`;
}

/** The mini program code's `scene` (at most 32 characters): the inviter, for the page to read. */
export function inviteScene(userId: number): string {
  return `captain_id=${userId}`;
}

/** A QR code of `link` as a PNG: medium error correction, so a little wear still scans. */
export function qrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
}
